import { useEffect, useRef, useState, type RefObject } from 'react';
import { seekTo } from './videoActions';

/** At most this many fresh addresses in a row without the video playing in between. */
export const MAX_RECOVERIES = 2;

/** Why the video is not playing, for the learner: offline (it carries on by itself) or stuck. */
export type PlaybackTrouble = 'offline' | 'unavailable' | null;

interface PlaybackRecoveryOptions {
  /** Where to start: the saved position of this lesson, in seconds (0 for the beginning). */
  startAt: number;
  /** The addresses stopped working (expired): ask for fresh ones. */
  onAddressesExpired: () => void;
}

/**
 * Keeps a lesson playing across expired addresses and a dropped connection: on a media error the
 * position (and whether it was playing) is kept, fresh addresses are asked for (once the
 * connection is back), and when the video loads again it carries on from there. After
 * MAX_RECOVERIES errors without playing in between it gives up until the learner tries again.
 * The component wires the returned handlers to the video's events.
 */
export function usePlaybackRecovery(
  video: RefObject<HTMLVideoElement | null>,
  { startAt, onAddressesExpired }: PlaybackRecoveryOptions,
) {
  const resumeAt = useRef(startAt);
  const wasPlaying = useRef(false);
  const recoveries = useRef(0);
  const [trouble, setTrouble] = useState<PlaybackTrouble>(null);
  const stopWaitingForNetwork = useRef<() => void>(undefined);
  useEffect(() => () => stopWaitingForNetwork.current?.(), []);

  /** The video is loaded (again): back to where the learner was, playing if it was. */
  const resume = () => {
    const element = video.current;
    if (!element || resumeAt.current === 0) return;
    // A lesson watched to its end starts again from the beginning.
    if (!(resumeAt.current >= element.duration - 1)) seekTo(element, resumeAt.current);
    if (wasPlaying.current) void element.play().catch(() => undefined);
  };

  const onPlaying = () => {
    recoveries.current = 0;
    wasPlaying.current = true;
  };

  /** A pause the learner chose (not the end) is kept after a recovery. */
  const onPause = () => {
    if (!video.current?.ended) wasPlaying.current = false;
  };

  /** The video or its source failed to load. */
  const recover = () => {
    const element = video.current;
    if (!element) return;
    if (recoveries.current >= MAX_RECOVERIES) return setTrouble('unavailable');
    recoveries.current += 1;
    resumeAt.current = element.currentTime || resumeAt.current;
    wasPlaying.current = wasPlaying.current || !element.paused;
    if (!navigator.onLine) {
      setTrouble('offline');
      const backOnline = () => {
        stopWaitingForNetwork.current = undefined;
        setTrouble(null);
        onAddressesExpired();
      };
      window.addEventListener('online', backOnline, { once: true });
      stopWaitingForNetwork.current = () => window.removeEventListener('online', backOnline);
      return;
    }
    onAddressesExpired();
  };

  /** The learner asks again after the player gave up. */
  const tryAgain = () => {
    recoveries.current = 0;
    setTrouble(null);
    onAddressesExpired();
  };

  return { trouble, resume, onPlaying, onPause, recover, tryAgain };
}
