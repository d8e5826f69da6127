import { pipeline, Transform, type Readable } from 'node:stream';
import type { Queryable } from '../../db';
import type { BackgroundTasks } from '../../lib/backgroundTasks';
import { recordServedBytes } from '../../repositories/lessonWatch';
import type { SignedMediaFile } from '../learning/learning';

type Viewer = NonNullable<SignedMediaFile['viewer']>;

export interface ServedBytesApp {
  db: Queryable;
  tasks: BackgroundTasks;
  clock: { now(): number };
}

/** Bytes [from, to) of the video went to its owner: recorded after the answer. */
export function noteServed(app: ServedBytesApp, viewer: Viewer, from: number, to: number): void {
  if (to <= from) return;
  const at = new Date(app.clock.now());
  app.tasks.run('served media', () => recordServedBytes(app.db, { ...viewer, from, to, at }));
}

/** Where a 206's `Content-Range: bytes <from>-<to>/<size>` starts; 0 for a whole file. */
export const rangeStartOf = (contentRange: unknown): number =>
  Number(/^bytes (\d+)-/.exec(String(contentRange ?? ''))?.[1] ?? 0);

/**
 * The file's stream, counting what actually leaves: a browser asks for `bytes=0-` and stops
 * reading once it has enough, so what was asked for says little. When the stream ends or is cut
 * short, bytes [start, start + sent) are recorded for the viewer (a background task from the
 * start, so shutdown and tests wait for it).
 */
export function countedStream(
  app: ServedBytesApp,
  viewer: Viewer,
  stream: Readable,
  start: number,
): Readable {
  let sent = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      done(null, chunk);
    },
  });
  const at = new Date(app.clock.now());
  app.tasks.run('served media', async () => {
    // Ended, failed or cut short by the client: either way what went out is known.
    await new Promise<void>((resolve) => pipeline(stream, counter, () => resolve()));
    if (sent > 0) await recordServedBytes(app.db, { ...viewer, from: start, to: start + sent, at });
  });
  return counter;
}
