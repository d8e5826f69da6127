import Box from '@mui/material/Box';
import { useRef, useState, type RefObject } from 'react';
import type { LessonPlayback } from '@contract/types';
import type { SaveProgress } from '../model/lessonProgress';
import { PlaybackTroubleAlert } from '../player/PlaybackTroubleAlert';
import { PlayerControls } from '../player/PlayerControls';
import { UpNext } from '../player/UpNext';
import { usePlaybackRecovery } from '../player/usePlaybackRecovery';
import { usePlayerPreferences } from '../player/usePlayerPreferences';
import { usePlayerShortcuts } from '../player/usePlayerShortcuts';
import { useProgressSaving } from '../player/useProgressSaving';

interface LessonVideoProps {
  playback: LessonPlayback;
  /** The video element, for the notes beside it (they read the time and seek). */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Where to start: the saved position of this lesson, in seconds (0 for the beginning). */
  startAt?: number;
  /** Told where the learner is, every few seconds while playing, on pause and at the end. */
  onProgress?: SaveProgress;
  /** The addresses stopped working (expired): ask for fresh ones; playback resumes where it was. */
  onAddressesExpired: () => void;
  /** The lesson after this one, offered with a countdown when the video ends. */
  upNext?: { title: string; open: () => void };
}

/**
 * The browser's own video controls (seek, volume, captions menu) with the player's labelled
 * buttons and keys beside them, over the lesson's signed addresses. When an address expires or
 * the network drops mid-lesson, the position is kept, fresh addresses are fetched (once the
 * connection is back), and playback continues from there.
 */
export function LessonVideo({
  playback: { lesson, media },
  videoRef: video,
  startAt = 0,
  onProgress,
  onAddressesExpired,
  upNext,
}: LessonVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [ended, setEnded] = useState(false);
  const preferences = usePlayerPreferences(video);
  const recovery = usePlaybackRecovery(video, { startAt, onAddressesExpired });
  const progress = useProgressSaving(video, onProgress);
  usePlayerShortcuts(video, frame, preferences.changeCaptions);

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
          onLoadedMetadata={() => {
            preferences.apply();
            recovery.resume();
          }}
          onPlaying={() => {
            recovery.onPlaying();
            setEnded(false);
          }}
          onTimeUpdate={progress.onTimeUpdate}
          onRateChange={(event) => {
            const next = (event.currentTarget as HTMLVideoElement).playbackRate;
            if (next !== preferences.rate) preferences.changeRate(next);
          }}
          onPause={() => {
            recovery.onPause();
            progress.onPause();
          }}
          onEnded={() => {
            progress.onEnded();
            setEnded(true);
          }}
          onError={recovery.recover}
          sx={{
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: 2,
            display: 'block',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
          }}
        >
          {media.video && <source src={media.video} type="video/mp4" onError={recovery.recover} />}
          {media.captions && (
            <track kind="captions" src={media.captions} srcLang="en" label="English" default />
          )}
        </Box>
        {ended && upNext && (
          <UpNext title={upNext.title} onPlay={upNext.open} onCancel={() => setEnded(false)} />
        )}
      </Box>
      <PlaybackTroubleAlert trouble={recovery.trouble} onTryAgain={recovery.tryAgain} />
      <PlayerControls
        video={video}
        frame={frame}
        rate={preferences.rate}
        onRateChange={preferences.changeRate}
        hasCaptions={Boolean(media.captions)}
        captionsOn={preferences.captionsOn}
        onCaptionsChange={preferences.changeCaptions}
      />
    </Box>
  );
}
