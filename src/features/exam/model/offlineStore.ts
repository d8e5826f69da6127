// A thin key-value store over the browser's IndexedDB, where the exam room keeps answers and
// recording chunks the server has not acknowledged, so a reload or a lost connection loses
// nothing. Where IndexedDB is missing (private modes of some browsers, tests), it keeps them in
// memory for the page's life, which is what the room can still promise there.

const DB_NAME = 'vaani-exam-room';
const STORE = 'kept';

let opening: Promise<IDBDatabase | null> | null = null;
const memory = new Map<string, unknown>();

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    // A refused database (storage full, blocked) falls back to memory rather than stopping saves.
    request.onerror = () => resolve(null);
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        if (!db) return reject(new Error('no IndexedDB'));
        const request = work(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      }),
  );
}

export async function keep(key: string, value: unknown): Promise<void> {
  memory.set(key, value);
  await run('readwrite', (store) => store.put(value, key)).catch(() => undefined);
}

export async function read<T>(key: string): Promise<T | undefined> {
  const stored = await run<T | undefined>('readonly', (store) => store.get(key)).catch(
    () => undefined,
  );
  return stored ?? (memory.get(key) as T | undefined);
}

export async function forget(key: string): Promise<void> {
  memory.delete(key);
  await run('readwrite', (store) => store.delete(key)).catch(() => undefined);
}

/** Keys starting with `prefix` (the chunks of one recording), in key order. */
export async function keysStartingWith(prefix: string): Promise<string[]> {
  const range =
    typeof IDBKeyRange === 'undefined' ? undefined : IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  const stored = range
    ? await run<IDBValidKey[]>('readonly', (store) => store.getAllKeys(range)).catch(() => [])
    : [];
  const all = new Set([
    ...stored.map(String),
    ...[...memory.keys()].filter((key) => key.startsWith(prefix)),
  ]);
  return [...all].sort();
}

/** Tests: forget everything kept (each test starts as a fresh browser would). */
export async function forgetEverything(): Promise<void> {
  memory.clear();
  await run('readwrite', (store) => store.clear()).catch(() => undefined);
}
