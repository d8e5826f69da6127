import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { PROJECT_ROOT } from '../../src/config';
import { migrate, readMigrations } from '../../src/db/migrate';
import { fromPglite, openPglite } from '../../src/db/pglite';
import { seed } from '../../src/seed/seed';
import { createMemoryMediaStorage } from '../../src/services/media/storage';
import { preparedDataKey } from './preparedDataKey';

/**
 * Tests never create a database, so the template leaves out PostgreSQL's two template databases and
 * the WAL segments kept for reuse: a third less for every test file to load and start on. A test's
 * database is a few megabytes, so 32 MB of shared buffers hold it all, and starting with them
 * instead of PostgreSQL's 128 MB saves a third of PGlite's start. Part of the template's key, so a
 * template made the old way is not reused.
 */
const SLIMMING = 'without template0, template1 and recycled WAL; 32MB shared buffers';

async function slim(pglite: PGlite): Promise<void> {
  await pglite.exec(
    `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
  );
  await pglite.exec('DROP DATABASE template0');
  await pglite.exec('DROP DATABASE template1');
  await pglite.exec(`ALTER SYSTEM SET shared_buffers = '32MB'`);
  await pglite.exec('SET wal_recycle = off');
  // The second checkpoint removes the segments the first one left behind.
  await pglite.exec('CHECKPOINT');
  await pglite.exec('CHECKPOINT');
}

/**
 * A migrated and seeded PGlite data directory, made once per migration set and seed and kept in the
 * OS temp folder: loading it is far quicker than initdb, migrations and the seed for every test
 * file.
 */
async function pgliteTemplate(): Promise<Buffer> {
  const migrations = readMigrations();
  const pgliteVersion = fs.readFileSync(
    path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
    'utf8',
  );
  const key = preparedDataKey(migrations, pgliteVersion, SLIMMING);
  const file = path.join(os.tmpdir(), `academy-pglite-template-${key}.tar`);
  if (!fs.existsSync(file)) {
    const pglite = await PGlite.create();
    await migrate(fromPglite(pglite), migrations);
    await seed(fromPglite(pglite), createMemoryMediaStorage());
    await slim(pglite);
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return fs.readFileSync(file);
}

/** The template as PGlite's `loadDataDir` takes it. */
export async function pgliteTemplateBlob(): Promise<Blob> {
  return new Blob([new Uint8Array(await pgliteTemplate())]);
}

/**
 * Makes `dataDir` an embedded database folder holding the migrated and seeded template, unless it
 * holds a database already: a server or command started on it finds its data ready instead of
 * creating, migrating and seeding it (which is most of such a start). The seed's media files are
 * not in it; a test of what a first start writes starts on an empty folder instead.
 */
export async function embeddedDataDirFromTemplate(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (fs.existsSync(path.join(folder, 'PG_VERSION'))) return;
  const db = await openPglite(folder, { loadDataDir: await pgliteTemplateBlob() });
  await db.close();
}
