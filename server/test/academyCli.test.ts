import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../src/config';
import { openPglite } from '../src/db/pglite';
import { migrate } from '../src/db/migrate';
import {
  ensureTestProducts,
  FIXTURE_FORM_FILE,
  FIXTURE_FORMS_DIR,
  fixtureForm,
} from './helpers/exams';
import { createTestApp, type TestContext } from './helpers/testApp';
import { startServer, type ServerProcess } from './helpers/serverProcess';
import { embeddedDataDirFromTemplate } from './helpers/pgliteTemplate';
import { usingPostgres } from './helpers/testDb';

const run = promisify(execFile);
// Each test starts the server and the command line as processes (tsx compiles them on start).
jest.setTimeout(180_000);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `npm run academy -- …` as a person would type it; resolves with its exit code and output. */
async function academy(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join('server', 'src', 'cli', 'academy.ts'), ...args],
      { cwd: PROJECT_ROOT, env: { ...inherited, LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const register = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Staff Member',
      email,
      password: 'a long password',
      dob: '1990-01-02',
    }),
  });

async function roleInEmbeddedDb(dataDir: string, email: string): Promise<string | undefined> {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return (await db.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [email]))
      .rows[0]?.role;
  } finally {
    await db.close();
  }
}

/** The role changes recorded for the account, oldest first. */
async function roleAuditInEmbeddedDb(dataDir: string, email: string) {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return (
      await db.query<{ actor_email: string; before: unknown; after: unknown }>(
        `SELECT l.actor_email, l.before, l.after FROM audit_log l
         JOIN users u ON u.id::text = l.entity_id
         WHERE l.entity = 'user' AND l.action = 'user.role' AND u.email = $1 ORDER BY l.id`,
        [email],
      )
    ).rows;
  } finally {
    await db.close();
  }
}

// The embedded database's cases run once, in the embedded pass; the PostgreSQL pass has its own below.
const embedded = usingPostgres() ? describe.skip : describe;

embedded('npm run academy -- grant-role / revoke-role (embedded database)', () => {
  it('reaches the database through the running server, and opens it itself when none runs', async () => {
    const dataDir = path.join(tmp, 'embedded');
    const server = await startServer({ dataDir });
    try {
      expect((await register(server, 'Head@Example.com')).status).toBe(201);
      const granted = await academy(['grant-role', 'head@example.com', 'admin'], {
        DATA_DIR: dataDir,
      });
      expect(granted).toEqual({
        code: 0,
        output: expect.stringContaining('head@example.com now has the role admin'),
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(await roleInEmbeddedDb(dataDir, 'head@example.com')).toBe('admin');

    const revoked = await academy(['revoke-role', 'head@example.com'], { DATA_DIR: dataDir });
    expect(revoked.code).toBe(0);
    expect(revoked.output).toContain('head@example.com now has the role learner');
    expect(await roleInEmbeddedDb(dataDir, 'head@example.com')).toBe('learner');
    // Both changes, through the server and on the database itself, are in the audit log; a grant
    // that changes nothing is not.
    expect((await academy(['revoke-role', 'head@example.com'], { DATA_DIR: dataDir })).code).toBe(
      0,
    );
    expect(await roleAuditInEmbeddedDb(dataDir, 'head@example.com')).toEqual([
      {
        actor_email: 'command line (npm run academy)',
        before: { role: 'learner' },
        after: { role: 'admin' },
      },
      {
        actor_email: 'command line (npm run academy)',
        before: { role: 'admin' },
        after: { role: 'learner' },
      },
    ]);
  });

  it('says so, with a non-zero code, for an unknown account, an unknown role or bad arguments', async () => {
    const dataDir = path.join(tmp, 'errors');
    await embeddedDataDirFromTemplate(dataDir);
    const env = { DATA_DIR: dataDir };
    expect(await academy(['grant-role', 'ghost@example.com', 'admin'], env)).toEqual({
      code: 1,
      output: expect.stringContaining('No account uses ghost@example.com.'),
    });
    expect(await academy(['grant-role', 'ghost@example.com', 'owner'], env)).toEqual({
      code: 1,
      output: expect.stringContaining('Unknown role: owner.'),
    });
    expect((await academy(['grant-role'], env)).output).toContain('Usage:');
    expect((await academy(['promote', 'a@b.co'], env)).code).toBe(2);
  });
});

async function formVersions(dataDir: string) {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return (
      await db.query<{ version: number; active: boolean }>(
        'SELECT version, active FROM test_forms ORDER BY version',
      )
    ).rows;
  } finally {
    await db.close();
  }
}

embedded('npm run academy -- import-form (embedded database)', () => {
  it('imports a form itself when no server runs, and through the running server otherwise', async () => {
    const dataDir = path.join(tmp, 'forms');
    // The tests' records, which the catalogue's seed writes.
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(db);
    await ensureTestProducts(db);
    await db.close();
    const env = { DATA_DIR: dataDir, EXAM_FORMS_DIR: FIXTURE_FORMS_DIR };

    const imported = await academy(['import-form', FIXTURE_FORM_FILE], env);
    expect(imported).toEqual({
      code: 0,
      output: expect.stringContaining(
        'fixture-ielts is now version 1 of IELTS Practice Test; new attempts use it',
      ),
    });
    expect(await formVersions(dataDir)).toEqual([{ version: 1, active: true }]);

    const revised = fixtureForm();
    revised.form.title = 'Fixture practice test, revised';
    const revisedFile = path.join(tmp, 'revised-form.json');
    fs.writeFileSync(revisedFile, JSON.stringify(revised));
    const server = await startServer({ dataDir, env: { EXAM_FORMS_DIR: FIXTURE_FORMS_DIR } });
    try {
      const again = await academy(['import-form', FIXTURE_FORM_FILE], env);
      expect(again.output).toContain('fixture-ielts is unchanged: version 1');
      // A path relative to where the command runs, read by the server.
      const through = await academy(['import-form', path.relative(PROJECT_ROOT, revisedFile)], env);
      expect(through).toEqual({
        code: 0,
        output: expect.stringContaining('fixture-ielts is now version 2 of IELTS Practice Test'),
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(await formVersions(dataDir)).toEqual([
      { version: 1, active: false },
      { version: 2, active: true },
    ]);
  });

  it('lists every problem of a form that cannot be used, with a non-zero code', async () => {
    const broken = fixtureForm();
    delete broken.key.explanations['l-q1'];
    broken.key.answers['l-q3'] = { correct: ['Z'] };
    const file = path.join(tmp, 'broken-form.json');
    fs.writeFileSync(file, JSON.stringify(broken));
    const env = { DATA_DIR: path.join(tmp, 'broken'), EXAM_FORMS_DIR: FIXTURE_FORMS_DIR };
    expect(await academy(['import-form', file], env)).toEqual({
      code: 1,
      output: expect.stringContaining(
        'This form cannot be used. Correct the problems listed and upload it again.\n' +
          '- question l-q1 has no explanation\n' +
          '- question l-q3: answer Z is not one of its options',
      ),
    });
    const missing = await academy(['import-form', path.join(tmp, 'nothing.json')], env);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('nothing.json cannot be read');
  });
});

(usingPostgres() ? describe : describe.skip)('npm run academy on PostgreSQL (DATABASE_URL)', () => {
  let t: TestContext;
  let databaseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    const name = (await t.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!
      .name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
  });
  afterAll(() => t.close());

  it('grants and revokes on the server DATABASE_URL names', async () => {
    await t.db.query(
      `INSERT INTO users (name, email, email_verified_at) VALUES ('Staff', 'staff@example.com', now())`,
    );
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(tmp, 'pg') };
    expect((await academy(['grant-role', 'staff@example.com', 'staff'], env)).code).toBe(0);
    const role = async () =>
      (
        await t.db.query<{ role: string }>(
          `SELECT role FROM users WHERE email = 'staff@example.com'`,
        )
      ).rows[0]!.role;
    expect(await role()).toBe('staff');
    expect((await academy(['revoke-role', 'staff@example.com'], env)).code).toBe(0);
    expect(await role()).toBe('learner');
    expect((await academy(['grant-role', 'staff@example.com', 'evaluator'], env)).code).toBe(0);
    expect(await role()).toBe('evaluator');
    // Every change made on the command line is in the audit log.
    const audit = await t.db.query<{ actor_email: string; after: unknown }>(
      `SELECT l.actor_email, l.after FROM audit_log l JOIN users u ON u.id::text = l.entity_id
       WHERE u.email = 'staff@example.com' AND l.action = 'user.role' ORDER BY l.id`,
    );
    expect(audit.rows).toEqual([
      { actor_email: 'command line (npm run academy)', after: { role: 'staff' } },
      { actor_email: 'command line (npm run academy)', after: { role: 'learner' } },
      { actor_email: 'command line (npm run academy)', after: { role: 'evaluator' } },
    ]);
  });

  it('imports a form into the database DATABASE_URL names', async () => {
    await ensureTestProducts(t.db);
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tmp, 'pg-forms'),
      EXAM_FORMS_DIR: FIXTURE_FORMS_DIR,
    };
    const imported = await academy(['import-form', FIXTURE_FORM_FILE], env);
    // Version 1, or unchanged when the app's seed had imported it (the tests' records seeded).
    expect(imported).toEqual({
      code: 0,
      output: expect.stringMatching(/fixture-ielts is (now|unchanged:) version \d+ of IELTS/),
    });
    const rows = await t.db.query<{ form_id: string }>(
      'SELECT form_id FROM test_forms WHERE active',
    );
    expect(rows.rows).toContainEqual({ form_id: 'fixture-ielts' });
  });
});
