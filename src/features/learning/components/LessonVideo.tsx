import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { LessonPlayback } from '@contract/types';
import { PlayerControls } from '../player/PlayerControls';
import {
  saveCaptionsOn,
  savedCaptionsOn,
  savedPlaybackRate,
  savePlaybackRate,
} from '../player/playerPreferences';
import { UpNext } from '../player/UpNext';
import { usePlayerShortcuts } from '../player/usePlayerShortcuts';
import { applyRate, seekTo, setCaptions } from '../player/videoActions';

interface LessonVideoProps {
  playback: LessonPlayback;
  /** The video element, for the notes beside it (they read the time and seek). */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Where to start: the saved position of this lesson, in seconds (0 for the beginning). */
  startAt?: number;
  /** Told where the learner is, every few seconds while playing, on pause and at the end. */
  onProgress?: (positionSeconds: number, completed: boolean) => void;
  /** The addresses stopped working (expired): ask for fresh ones; playback resumes where it was. */
  onAddressesExpired: () => void;
  /** The lesson after this one, offered with a countdown when the video ends. */
  upNext?: { title: string; open: () => void };
}

/** At most this many fresh addresses in a row without the video playing in between. */
const MAX_RECOVERIES = 2;
/** While playing, the position is saved this often. */
const SAVE_EVERY_MS = 10_000;

type Trouble = 'offline' | 'unavailable' | null;

/**
 * The browser's own video controls (seek, volume, captions menu) with the player's labelled
 * buttons and keys beside them, over the lesson's signed addresses. When an address expires or
 * the network drops mid-lesson, the position is kept, fresh addresses are fetched (once the
 * connection is back), and playback continues from there.
 */
export function LessonVideo({
  playback,
  videoRef: video,
  startAt = 0,
  onProgress,
  onAddressesExpired,
  upNext,
}: LessonVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const resumeAt = useRef(startAt);
  const lastSaved = useRef(0);
  const wasPlaying = useRef(false);
  const recoveries = useRef(0);
  const [rate, setRate] = useState(savedPlaybackRate);
  const [captionsOn, setCaptionsOn] = useState(savedCaptionsOn);
  const [trouble, setTrouble] = useState<Trouble>(null);
  const [ended, setEnded] = useState(false);
  const { lesson, media } = playback;

  const changeCaptions = useCallback((on: boolean) => {
    setCaptionsOn(on);
    saveCaptionsOn(on);
  }, []);
  usePlayerShortcuts(video, frame, changeCaptions);

  // Each lesson mounts its own player (keyed by lesson), so its state starts afresh.
  useEffect(() => {
    lastSaved.current = Date.now();
  }, []);

  // Leaving the tab (or the page) saves where the learner stopped.
  useEffect(() => {
    const saveWhenHidden = () => {
      const element = video.current;
      if (document.visibilityState === 'hidden' && element && element.currentTime > 0)
        onProgress?.(element.currentTime, false);
    };
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => document.removeEventListener('visibilitychange', saveWhenHidden);
  }, [onProgress, video]);

  const changeRate = (next: number) => {
    setRate(next);
    savePlaybackRate(next);
    if (video.current) applyRate(video.current, next);
  };

  const saveWhilePlaying = () => {
    const element = video.current;
    if (!element || Date.now() - lastSaved.current < SAVE_EVERY_MS) return;
    lastSaved.current = Date.now();
    onProgress?.(element.currentTime, false);
  };

  const prepare = () => {
    const element = video.current;
    if (!element) return;
    applyRate(element, rate);
    setCaptions(element, captionsOn);
    if (resumeAt.current === 0) return;
    // A lesson watched to its end starts again from the beginning.
    if (!(resumeAt.current >= element.duration - 1)) seekTo(element, resumeAt.current);
    if (wasPlaying.current) void element.play().catch(() => undefined);
  };

  const recover = () => {
    const element = video.current;
    if (!element) return;
    if (recoveries.current >= MAX_RECOVERIES) return setTrouble('unavailable');
    recoveries.current += 1;
    resumeAt.current = element.currentTime || resumeAt.current;
    wasPlaying.current = wasPlaying.current || !element.paused;
    if (!navigator.onLine) {
      setTrouble('offline');
      window.addEventListener('online', () => (setTrouble(null), onAddressesExpired()), {
        once: true,
      });
      return;
    }
    onAddressesExpired();
  };

  const tryAgain = () => {
    recoveries.current = 0;
    setTrouble(null);
    onAddressesExpired();
  };

  return (
    <Box>
      <Box ref={frame} sx={{ position: 'relative', bgcolor: 'common.black', borderRadius: 2 }}>
        <Box
          component="video"
          ref={video}
          key={media.video ?? lesson.id}
          controls
          preload="metadata"
          playsInline
          crossOrigin="anonymous"
          poster={media.poster ?? undefined}
          aria-label={`Video: ${lesson.title}`}
          onLoadedMetadata={prepare}
          onPlaying={() => {
            recoveries.current = 0;
            wasPlaying.current = true;
            setEnded(false);
          }}
          onTimeUpdate={saveWhilePlaying}
          onRateChange={(event) => {
            const next = (event.currentTarget as HTMLVideoElement).playbackRate;
            if (next !== rate) changeRate(next);
          }}
          onPause={(event) => {
            const element = event.currentTarget as HTMLVideoElement;
            if (!element.ended) wasPlaying.current = false;
            if (!element.ended) onProgress?.(element.currentTime, false);
          }}
          onEnded={(event) => {
            onProgress?.((event.currentTarget as HTMLVideoElement).currentTime, true);
            setEnded(true);
          }}
          onError={recover}
          sx={{
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: 2,
            display: 'block',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
          }}
        >
          {media.video && <source src={media.video} type="video/mp4" onError={recover} />}
          {media.captions && (
            <track kind="captions" src={media.captions} srcLang="en" label="English" default />
          )}
        </Box>
        {ended && upNext && (
          <UpNext title={upNext.title} onPlay={upNext.open} onCancel={() => setEnded(false)} />
        )}
      </Box>
      {trouble && (
        <Alert
          severity={trouble === 'offline' ? 'warning' : 'error'}
          sx={{ mt: 1 }}
          action={
            trouble === 'unavailable' && (
              <Button color="inherit" size="small" onClick={tryAgain}>
                Try again
              </Button>
            )
          }
        >
          {trouble === 'offline'
            ? 'You are offline. The lesson will carry on from here when the connection is back.'
            : 'This video cannot be played right now. Try again in a moment; if it keeps happening, contact us.'}
        </Alert>
      )}
      <PlayerControls
        video={video}
        frame={frame}
        rate={rate}
        onRateChange={changeRate}
        hasCaptions={Boolean(media.captions)}
        captionsOn={captionsOn}
        onCaptionsChange={changeCaptions}
      />
    </Box>
  );
}
