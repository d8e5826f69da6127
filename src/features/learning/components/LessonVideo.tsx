import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { LessonPlayback } from '@contract/types';

interface LessonVideoProps {
  playback: LessonPlayback;
  /** Where to start: the saved position of this lesson, in seconds (0 for the beginning). */
  startAt?: number;
  /** Told where the learner is, every few seconds while playing, on pause and at the end. */
  onProgress?: (positionSeconds: number, completed: boolean) => void;
  /** The addresses stopped working (expired): ask for fresh ones; playback resumes where it was. */
  onAddressesExpired: () => void;
}

/** At most this many fresh addresses in a row without the video playing in between. */
const MAX_RECOVERIES = 2;
/** While playing, the position is saved this often. */
const SAVE_EVERY_MS = 10_000;

/**
 * The browser's own video player (keyboard, captions menu, full screen and picture-in-picture come
 * with it) over the lesson's signed addresses. When an address expires mid-lesson the element
 * fails; the position is kept, fresh addresses are fetched, and playback continues from there.
 */
export function LessonVideo({
  playback,
  startAt = 0,
  onProgress,
  onAddressesExpired,
}: LessonVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(startAt);
  const lastSaved = useRef(0);
  const wasPlaying = useRef(false);
  const recoveries = useRef(0);
  const { lesson, media } = playback;

  useEffect(() => {
    recoveries.current = 0;
    lastSaved.current = Date.now();
  }, [lesson.id]);

  // Leaving the tab (or the page) saves where the learner stopped.
  useEffect(() => {
    const element = video.current;
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden' && element && element.currentTime > 0)
        onProgress?.(element.currentTime, false);
    };
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => document.removeEventListener('visibilitychange', saveWhenHidden);
  }, [onProgress]);

  const saveWhilePlaying = () => {
    const element = video.current;
    if (!element || Date.now() - lastSaved.current < SAVE_EVERY_MS) return;
    lastSaved.current = Date.now();
    onProgress?.(element.currentTime, false);
  };

  const restorePosition = () => {
    const element = video.current;
    if (!element || resumeAt.current === 0) return;
    // A lesson watched to its end starts again from the beginning.
    if (!(resumeAt.current >= element.duration - 1)) element.currentTime = resumeAt.current;
    if (wasPlaying.current) void element.play().catch(() => undefined);
  };

  const recover = () => {
    const element = video.current;
    if (!element || recoveries.current >= MAX_RECOVERIES) return;
    recoveries.current += 1;
    resumeAt.current = element.currentTime;
    wasPlaying.current = !element.paused;
    onAddressesExpired();
  };

  return (
    <Box
      component="video"
      ref={video}
      key={media.video ?? lesson.id}
      controls
      preload="metadata"
      // Captions may be redirected to a media bucket on another origin, which a <track> follows
      // only in CORS mode (the bucket allows the site's origin).
      crossOrigin="anonymous"
      playsInline
      poster={media.poster ?? undefined}
      aria-label={`Video: ${lesson.title}`}
      onLoadedMetadata={restorePosition}
      onPlaying={() => (recoveries.current = 0)}
      onTimeUpdate={saveWhilePlaying}
      onPause={(event) => {
        const element = event.currentTarget as HTMLVideoElement;
        if (!element.ended) onProgress?.(element.currentTime, false);
      }}
      onEnded={(event) => onProgress?.((event.currentTarget as HTMLVideoElement).currentTime, true)}
      onError={recover}
      sx={{
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 2,
        display: 'block',
      }}
    >
      {media.video && <source src={media.video} type="video/mp4" onError={recover} />}
      {media.captions && (
        <track kind="captions" src={media.captions} srcLang="en" label="English" default />
      )}
    </Box>
  );
}
