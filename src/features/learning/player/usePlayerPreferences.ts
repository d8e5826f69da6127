import { useCallback, useState, type RefObject } from 'react';
import {
  saveCaptionsOn,
  savedCaptionsOn,
  savedPlaybackRate,
  savePlaybackRate,
} from './playerPreferences';
import { applyRate, setCaptions } from './videoActions';

/** The learner's speed and captions, kept for every lesson and applied to each video it loads. */
export function usePlayerPreferences(video: RefObject<HTMLVideoElement | null>) {
  const [rate, setRate] = useState(savedPlaybackRate);
  const [captionsOn, setCaptionsOn] = useState(savedCaptionsOn);

  const changeCaptions = useCallback((on: boolean) => {
    setCaptionsOn(on);
    saveCaptionsOn(on);
  }, []);

  const changeRate = (next: number) => {
    setRate(next);
    savePlaybackRate(next);
    if (video.current) applyRate(video.current, next);
  };

  /** A video (re)loaded: it takes the learner's speed and captions. */
  const apply = () => {
    const element = video.current;
    if (!element) return;
    applyRate(element, rate);
    setCaptions(element, captionsOn);
  };

  return { rate, changeRate, captionsOn, changeCaptions, apply };
}
