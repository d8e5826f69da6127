import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PROJECT_ROOT } from '../../src/config';
import type { Migration } from '../../src/db/migrate';

/** Every file under `dir`, sorted, so the same tree always hashes the same. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/**
 * A short name for what a migrated and seeded test database holds: the migrations and the seed (its
 * code, its content, the test forms it imports and the sample media's manifest), by content, so a template made from them is
 * made again exactly when one of them changes (and a fresh clone of the same files finds it ready).
 * `extra` names anything else the template depends on (PGlite's version).
 */
export function preparedDataKey(migrations: Migration[], ...extra: string[]): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part).update('\0');
  for (const migration of migrations)
    hash.update(migration.name).update('\0').update(migration.sql);
  const seedFiles = [
    ...filesUnder(path.join(PROJECT_ROOT, 'server', 'src', 'seed')),
    // The seed imports the test forms, checked by this code.
    ...filesUnder(path.join(PROJECT_ROOT, 'server', 'exams', 'forms')),
    ...filesUnder(path.join(PROJECT_ROOT, 'server', 'src', 'services', 'exams', 'forms')),
    path.join(PROJECT_ROOT, 'server', 'seed-media', 'manifest.json'),
  ];
  for (const file of seedFiles) {
    hash.update(path.relative(PROJECT_ROOT, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
