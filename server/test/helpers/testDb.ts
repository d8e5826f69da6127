import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { fromPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { databaseUrl, postgresTemplate } from './postgresTemplate';
import { pgliteTemplateBlob } from './pgliteTemplate';

export interface TestDb {
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

async function createPgliteDb(): Promise<TestDb> {
  const pglite = await PGlite.create({
    loadDataDir: await pgliteTemplateBlob(),
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
