import fs from 'node:fs';
import path from 'node:path';

export const OWNER_ONLY_UMASK = 0o077;

/**
 * Creates `dir` (mode 0700) if needed and takes group and other access away from everything under
 * it: folders 0700, files 0600. Symbolic links are left alone (they are not followed).
 */
export function makeOwnerOnly(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    fs.chmodSync(current, 0o700);
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) fs.chmodSync(full, 0o600);
    }
  }
}
