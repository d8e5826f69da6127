import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PROJECT_ROOT } from '../../src/config';
import type { Db } from '../../src/db';
import { migrate, readMigrations } from '../../src/db/migrate';
import { fromPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { seed } from '../../src/seed/seed';
import { createMemoryMediaStorage } from '../../src/services/media/storage';
import { databaseUrl, postgresTemplate } from './postgresTemplate';
import { preparedDataKey } from './preparedDataKey';

export interface TestDb {
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
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
  const key = preparedDataKey(migrations, pgliteVersion);
  const file = path.join(os.tmpdir(), `academy-pglite-template-${key}.tar`);
  if (!fs.existsSync(file)) {
    const pglite = await PGlite.create();
    await migrate(fromPglite(pglite), migrations);
    await seed(fromPglite(pglite), createMemoryMediaStorage());
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return fs.readFileSync(file);
}

async function createPgliteDb(): Promise<TestDb> {
  const pglite = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(await pgliteTemplate())]),
  });
  const db = fromPglite(pglite);
  return { db, drop: () => db.close() };
}

/**
 * A uniquely named database on the server of `adminUrl`, empty or a copy of `template`: its URL,
 * and how to drop it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `academy_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * With DATABASE_URL: a uniquely named copy of the migrated and seeded template on that server
 * (as PGlite's comes from its template), dropped afterwards.
 */
async function createPostgresDb(adminUrl: string): Promise<TestDb> {
  const database = await createPostgresDatabase(adminUrl, await postgresTemplate(adminUrl));
  const db = openPostgres(database.url, 20);
  return {
    db,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

export const usingPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

export function createTestDb(): Promise<TestDb> {
  return process.env.DATABASE_URL ? createPostgresDb(process.env.DATABASE_URL) : createPgliteDb();
}

/**
 * A test file's own migrated database, opened before its tests and dropped after them. `db()` is
 * the handle once the tests run. (Both templates are migrated already: `migrate` here finds
 * nothing to apply, and stays so a test file never depends on where its database came from.)
 */
export function migratedDbPerFile(): () => Db {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
    await migrate(testDb.db);
  });
  afterAll(() => testDb?.drop());
  return () => testDb!.db;
}
