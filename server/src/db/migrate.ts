import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** server/migrations/NNN_name.sql, in version order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({
      version: Number(file.split('_')[0]),
      name: file.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies the migrations not yet recorded, all in one transaction (a failure leaves none half
 * applied). An advisory lock keeps two processes starting at once from applying one twice.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727201)');
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const known = new Set(done.rows.map((row) => row.version));
    for (const migration of migrations) {
      if (known.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
  });
  return applied;
}
