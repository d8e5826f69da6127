import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readMigrations } from '../src/db/migrate';
import { seedCourses } from '../src/seed/courses';
import { postgresTemplate } from './helpers/postgresTemplate';
import { createPostgresDatabase, usingPostgres } from './helpers/testDb';

// The PostgreSQL suite's template database (the embedded database has its own, a file).
(usingPostgres() ? describe : describe.skip)('the PostgreSQL template database', () => {
  const adminUrl = process.env.DATABASE_URL!;

  async function query<T extends pg.QueryResultRow>(
    url: string,
    sql: string,
    params: unknown[] = [],
  ) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  // A name of this test's own, so the template is made here (the suite's may be in use by others).
  const name = `academy_template_test_${randomBytes(4).toString('hex')}`;
  afterAll(() => query(adminUrl, `DROP DATABASE IF EXISTS ${name}`));

  it('is made once however many workers ask at once, and its copies are migrated and seeded', async () => {
    const names = await Promise.all([1, 2, 3, 4].map(() => postgresTemplate(adminUrl, name)));

    expect(names).toEqual([name, name, name, name]);
    const found = await query<{ datname: string; datallowconn: boolean }>(
      adminUrl,
      `SELECT datname, datallowconn FROM pg_database WHERE datname LIKE $1`,
      [`${name}%`],
    );
    // Complete (no half-made copy left under its building name) and closed to connections.
    expect(found).toEqual([{ datname: name, datallowconn: false }]);

    const copy = await createPostgresDatabase(adminUrl, name);
    try {
      const [counts] = await query<{ migrations: number; courses: number }>(
        copy.url,
        `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
                (SELECT count(*)::int FROM courses) AS courses`,
      );
      expect(counts).toEqual({ migrations: readMigrations().length, courses: seedCourses.length });
    } finally {
      await copy.drop();
    }
  });
});
