import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';

/**
 * Where lesson videos, captions and uploaded pictures live: the local disk under DATA_DIR by
 * default, or an S3-compatible bucket (s3Storage.ts). Keys are relative paths such as
 * `seed/word-stress.mp4`.
 */
export interface MediaStorage {
  readonly kind: 'local' | 'memory' | 's3';
  exists(key: string): Promise<boolean>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from the local disk (an upload spooled there), streamed rather than read whole. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** Deletes an object (an upload whose record could not be written); none there is no error. */
  remove(key: string): Promise<void>;
  /**
   * Where to read an object from: a file under `root` (served with ranges and ETags), the bytes
   * themselves (the memory store), or a short-lived address the browser is sent to (a bucket);
   * undefined when there is no such object.
   */
  locate(key: string): Promise<StoredObject | undefined>;
  /** The origin `remote` addresses point at, which the content security policy must allow. */
  remoteOrigin?(): Promise<string>;
}

export type StoredObject =
  | { at: 'file'; root: string; relativePath: string }
  | { at: 'memory'; body: Buffer; contentType: string }
  | { at: 'remote'; url: string };

/** The bytes of a stored object, or undefined when there is none. */
export async function readStored(storage: MediaStorage, key: string): Promise<Buffer | undefined> {
  const stored = await storage.locate(key);
  if (!stored) return undefined;
  if (stored.at === 'memory') return stored.body;
  if (stored.at === 'remote') {
    const response = await fetch(stored.url);
    return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
  }
  return fs.promises
    .readFile(path.join(stored.root, stored.relativePath))
    .catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? undefined : Promise.reject(error),
    );
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..'))
    throw new Error(`Unsafe media storage key: ${key}`);
}

/** Files under `root` (DATA_DIR/media), written aside and renamed so a reader never sees half a file. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string): string => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async exists(key) {
      return fs.promises.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await fs.promises.writeFile(partial, body, { mode: 0o600 });
      await fs.promises.rename(partial, file);
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await pipeline(fs.createReadStream(source), fs.createWriteStream(partial, { mode: 0o600 }));
      await fs.promises.rename(partial, file);
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async locate(key) {
      const file = fileOf(key);
      const found = await fs.promises.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      );
      return found ? { at: 'file', root, relativePath: key } : undefined;
    },
  };
}

/** Kept in memory: tests, and servers started without a data directory. */
export function createMemoryMediaStorage(): MediaStorage & {
  readonly objects: Map<string, { body: Buffer; contentType: string }>;
} {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  return {
    kind: 'memory',
    objects,
    async exists(key) {
      assertSafeKey(key);
      return objects.has(key);
    },
    async put(key, body, contentType) {
      assertSafeKey(key);
      objects.set(key, { body, contentType });
    },
    async putFile(key, source, contentType) {
      assertSafeKey(key);
      objects.set(key, { body: await fs.promises.readFile(source), contentType });
    },
    async remove(key) {
      assertSafeKey(key);
      objects.delete(key);
    },
    async locate(key) {
      assertSafeKey(key);
      const object = objects.get(key);
      return object && { at: 'memory', ...object };
    },
  };
}
