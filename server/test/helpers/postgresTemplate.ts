import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, readMigrations } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { seed } from '../../src/seed/seed';
import { createMemoryMediaStorage } from '../../src/services/media/storage';
import { preparedDataKey } from './preparedDataKey';

/** Held while one process looks for the template and, when missing, makes it. */
const TEMPLATE_LOCK = 727202;

/** `adminUrl` pointing at another database of the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function build(adminUrl: string, admin: pg.Client, name: string): Promise<void> {
  // Made under a name of its own and renamed once complete: a run killed half-way leaves a
  // database nobody will take for the template.
  const partial = `${name}_partial_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${partial}`);
  try {
    const db = openPostgres(databaseUrl(adminUrl, partial), 2);
    try {
      await migrate(db);
      await seed(db, createMemoryMediaStorage());
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    throw error;
  }
  // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to: allow no connections.
  await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
}

/**
 * The name of a migrated and seeded database on the server of `adminUrl`, to copy with
 * `CREATE DATABASE … TEMPLATE` (far quicker than migrating and seeding every test file's own).
 * It is made once per migration set and seed (named by their hash) and kept on the server, so the
 * next run, or another engineer's on the same server, finds it ready. Parallel Jest workers wait
 * on one advisory lock while the first makes it. `name` is for the template's own test.
 */
export async function postgresTemplate(
  adminUrl: string,
  name = `academy_template_${preparedDataKey(readMigrations())}`,
): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await build(adminUrl, admin, name);
  } finally {
    // Ending the session releases the advisory lock too, whatever happened above.
    await admin.end();
  }
  return name;
}
