/** What the player's buttons and keys do to the video element. */

export const SEEK_STEP_SECONDS = 10;

export function togglePlay(video: HTMLVideoElement): void {
  if (video.paused || video.ended) void video.play().catch(() => undefined);
  else video.pause();
}

export function seekBy(video: HTMLVideoElement, seconds: number): void {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  video.currentTime = Math.min(Math.max(0, video.currentTime + seconds), end);
}

/** Shows or hides the first captions track; answers whether captions are now showing. */
export function setCaptions(video: HTMLVideoElement, on: boolean): boolean {
  const track = Array.from(video.textTracks).find(
    (item) => item.kind === 'captions' || item.kind === 'subtitles',
  );
  if (!track) return false;
  track.mode = on ? 'showing' : 'hidden';
  return on;
}

export function captionsShowing(video: HTMLVideoElement): boolean {
  return Array.from(video.textTracks).some((track) => track.mode === 'showing');
}

/** Full screen for the player's frame (the video with its overlays), or back. */
export function toggleFullscreen(frame: HTMLElement): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void frame.requestFullscreen?.().catch(() => undefined);
}

export function togglePictureInPicture(video: HTMLVideoElement): void {
  if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
  else void video.requestPictureInPicture?.().catch(() => undefined);
}

export function seekTo(video: HTMLVideoElement, seconds: number): void {
  video.currentTime = seconds;
}

export function applyRate(video: HTMLVideoElement, rate: number): void {
  video.playbackRate = rate;
}
