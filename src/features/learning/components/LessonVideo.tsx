import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { LessonPlayback } from '@contract/types';

interface LessonVideoProps {
  playback: LessonPlayback;
  /** The addresses stopped working (expired): ask for fresh ones; playback resumes where it was. */
  onAddressesExpired: () => void;
}

/** At most this many fresh addresses in a row without the video playing in between. */
const MAX_RECOVERIES = 2;

/**
 * The browser's own video player (keyboard, captions menu, full screen and picture-in-picture come
 * with it) over the lesson's signed addresses. When an address expires mid-lesson the element
 * fails; the position is kept, fresh addresses are fetched, and playback continues from there.
 */
export function LessonVideo({ playback, onAddressesExpired }: LessonVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);
  const wasPlaying = useRef(false);
  const recoveries = useRef(0);
  const { lesson, media } = playback;

  useEffect(() => {
    resumeAt.current = 0;
    recoveries.current = 0;
  }, [lesson.id]);

  const restorePosition = () => {
    const element = video.current;
    if (!element || resumeAt.current === 0) return;
    element.currentTime = resumeAt.current;
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
      playsInline
      poster={media.poster ?? undefined}
      aria-label={`Video: ${lesson.title}`}
      onLoadedMetadata={restorePosition}
      onPlaying={() => (recoveries.current = 0)}
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
