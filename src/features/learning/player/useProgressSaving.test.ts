import { renderHook } from '@testing-library/react';
import { SAVE_EVERY_MS, useProgressSaving } from './useProgressSaving';

function videoAt(currentTime: number, ended = false) {
  const element = document.createElement('video');
  Object.defineProperty(element, 'currentTime', { value: currentTime, writable: true });
  Object.defineProperty(element, 'ended', { value: ended });
  return element;
}

let now = 1_000_000;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

function setUp(at = 0) {
  const video = { current: videoAt(at) };
  const save = jest.fn();
  const { result, unmount } = renderHook(() => useProgressSaving(video, save));
  return { video, save, result, unmount };
}

describe('the progress of a lesson video', () => {
  it('is saved where the learner paused, but not for the pause that comes with the end', () => {
    const { video, save, result } = setUp(75);
    result.current.onPause();
    expect(save).toHaveBeenCalledWith({ positionSeconds: 75, completed: false });

    video.current = videoAt(300, true);
    result.current.onPause();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('is saved as completed at the end', () => {
    const { video, save, result } = setUp();
    video.current = videoAt(300, true);
    result.current.onEnded();
    expect(save).toHaveBeenCalledWith({ positionSeconds: 300, completed: true });
  });

  it('is saved every 10 seconds while playing, not at every tick', () => {
    const { save, result } = setUp(30);
    now += SAVE_EVERY_MS - 1;
    result.current.onTimeUpdate();
    expect(save).not.toHaveBeenCalled();

    now += 1;
    result.current.onTimeUpdate();
    now += SAVE_EVERY_MS / 2;
    result.current.onTimeUpdate();
    expect(save).toHaveBeenCalledTimes(1);

    now += SAVE_EVERY_MS / 2;
    result.current.onTimeUpdate();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('is saved when the learner leaves the tab, once the video has started', () => {
    const { video, save, unmount } = setUp(0);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(save).not.toHaveBeenCalled();

    video.current.currentTime = 48;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(save).toHaveBeenCalledWith({ positionSeconds: 48, completed: false });

    unmount();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('is not saved for a learner who does not own the course', () => {
    const video = { current: videoAt(75) };
    const { result } = renderHook(() => useProgressSaving(video, undefined));
    expect(() => {
      result.current.onPause();
      result.current.onEnded();
    }).not.toThrow();
  });
});
