import { act, renderHook } from '@testing-library/react';
import { usePlaybackRecovery } from './usePlaybackRecovery';

/** A video element whose clock and state the test sets (jsdom plays nothing). */
function videoAt(currentTime: number, { paused = true, duration = 300 } = {}) {
  const element = document.createElement('video');
  Object.defineProperty(element, 'currentTime', { value: currentTime, writable: true });
  Object.defineProperty(element, 'duration', { value: duration });
  Object.defineProperty(element, 'paused', { value: paused });
  return element;
}

function setUp(startAt = 0) {
  const video = { current: videoAt(startAt) };
  const onAddressesExpired = jest.fn();
  const { result } = renderHook(() => usePlaybackRecovery(video, { startAt, onAddressesExpired }));
  return { video, onAddressesExpired, result };
}

let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a lesson video that fails to load', () => {
  it('asks for fresh addresses and carries on from where it was, playing', () => {
    const { video, onAddressesExpired, result } = setUp();
    video.current = videoAt(42, { paused: false });

    act(() => result.current.recover());
    expect(onAddressesExpired).toHaveBeenCalledTimes(1);

    video.current = videoAt(0);
    result.current.resume();
    expect(video.current.currentTime).toBe(42);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps a pause the learner chose', () => {
    const { video, result } = setUp();
    result.current.onPlaying();
    result.current.onPause();
    video.current = videoAt(42);

    act(() => result.current.recover());
    video.current = videoAt(0);
    result.current.resume();
    expect(video.current.currentTime).toBe(42);
    expect(play).not.toHaveBeenCalled();
  });

  it('waits for the connection when offline, then asks', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onAddressesExpired, result } = setUp();

    act(() => result.current.recover());
    expect(result.current.trouble).toBe('offline');
    expect(onAddressesExpired).not.toHaveBeenCalled();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.trouble).toBeNull();
    expect(onAddressesExpired).toHaveBeenCalledTimes(1);
  });

  it('gives up after two tries without playing in between, until the learner tries again', () => {
    const { onAddressesExpired, result } = setUp();
    act(() => result.current.recover());
    act(() => result.current.recover());
    expect(onAddressesExpired).toHaveBeenCalledTimes(2);

    act(() => result.current.recover());
    expect(result.current.trouble).toBe('unavailable');
    expect(onAddressesExpired).toHaveBeenCalledTimes(2);

    act(() => result.current.tryAgain());
    expect(result.current.trouble).toBeNull();
    expect(onAddressesExpired).toHaveBeenCalledTimes(3);
  });

  it('counts again from nothing once the video has played', () => {
    const { onAddressesExpired, result } = setUp();
    act(() => result.current.recover());
    act(() => result.current.recover());
    result.current.onPlaying();
    act(() => result.current.recover());
    expect(onAddressesExpired).toHaveBeenCalledTimes(3);
    expect(result.current.trouble).toBeNull();
  });
});

describe('a lesson video loaded for the first time', () => {
  it('starts at the saved position, without playing by itself', () => {
    const { video, result } = setUp(120);
    video.current = videoAt(0);
    result.current.resume();
    expect(video.current.currentTime).toBe(120);
    expect(play).not.toHaveBeenCalled();
  });

  it('starts from the beginning when it was watched to its end', () => {
    const { video, result } = setUp(299.5);
    video.current = videoAt(0);
    result.current.resume();
    expect(video.current.currentTime).toBe(0);
  });
});
