import fs from 'node:fs';

const RECHECK_MS = 1000;

/**
 * What `read` makes of `file`, read again when the file changes (a build made while the server
 * runs is served at once), its modification time looked at once a second at most. `missing`
 * while there is no file. A read that throws is thrown once and not tried again until the file
 * changes; meanwhile `missing` is returned.
 */
export function whenChanged<T>(file: string, read: (file: string) => T, missing: T): () => T {
  let modified = -1;
  let checkedAt = -Infinity;
  let value = missing;
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return value;
    checkedAt = now;
    const current = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (current !== modified) {
      modified = current;
      value = missing;
      if (current) value = read(file);
    }
    return value;
  };
}
