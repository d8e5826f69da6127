import { createHash } from 'node:crypto';
import type { Migration } from '../../src/db/migrate';
import { FORMS_DIR } from '../../src/seed/seed';
import { seedFingerprint } from '../../src/seed/seedFingerprint';

/**
 * A short name for what a migrated and seeded test database holds: the migrations and the seed's
 * fingerprint, by content, so a template made from them is made again exactly when one of them
 * changes (and a fresh clone of the same files finds it ready).
 * `extra` names anything else the template depends on (PGlite's version).
 */
export function preparedDataKey(migrations: Migration[], ...extra: string[]): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part).update('\0');
  for (const migration of migrations)
    hash.update(migration.name).update('\0').update(migration.sql);
  hash.update(seedFingerprint(FORMS_DIR));
  return hash.digest('hex').slice(0, 16);
}
