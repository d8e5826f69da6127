const PICTURES_TIMEOUT_MS = 2500;
const PAINT_TIMEOUT_MS = 100;

const loadedOrFailed = (picture: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** After the next frame is drawn (or a moment, in a tab that draws none). */
const nextPaint = () =>
  Promise.race([
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    delay(PAINT_TIMEOUT_MS),
  ]);

/**
 * Resolves once a server-drawn page's first screen is on screen with its pictures (those marked
 * fetchpriority="high"), or after a few seconds. Starting the app before would put its work
 * between the picture's arrival and its paint.
 */
export async function firstScreenShown(root: ParentNode = document): Promise<void> {
  const pending = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (picture) => !picture.complete,
  );
  await Promise.race([Promise.all(pending.map(loadedOrFailed)), delay(PICTURES_TIMEOUT_MS)]);
  await nextPaint();
}
