import { execFile } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../src/config';
import { API_DOCS_FILE } from '../../scripts/docs/apiDocsFile';
import { createTestApp, type TestContext } from './helpers/testApp';

const run = promisify(execFile);

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

it('serves the OpenAPI document of every route at /api/openapi.json', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/auth/login', '/api/cart', '/api/courses/{course}', '/contact']),
  );
});

it('names every plugin in its boot tree, as Fastify reports them in errors and timeouts', () => {
  const tree = t.app.printPlugins();
  expect(tree).toContain('courses routes');
  expect(tree).toContain('signed-in exam routes');
  // An unnamed plugin shows as the first lines of its function.
  expect(tree).not.toMatch(/=>|function|async \(/);
});

/** `npm run docs:api -- --check`, as CI would run it (prettier needs a plain Node process). */
const checkDocs = () =>
  run(process.execPath, ['--import', 'tsx', 'scripts/docs/apiDocs.ts', '--check'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: '' },
  });

describe('docs/api.md', () => {
  const saved = path.join(os.tmpdir(), `api-md-${process.pid}.md`);
  afterEach(() => {
    copyFileSync(saved, API_DOCS_FILE);
    rmSync(saved, { force: true });
  });
  beforeEach(() => copyFileSync(API_DOCS_FILE, saved));

  it('is what `npm run docs:api` writes from the routes today, and a stale one is caught', async () => {
    await expect(checkDocs()).resolves.toBeDefined();

    writeFileSync(
      API_DOCS_FILE,
      readFileSync(API_DOCS_FILE, 'utf8').replace('## cart', '## basket'),
    );
    await expect(checkDocs()).rejects.toMatchObject({
      stderr: expect.stringContaining('docs/api.md is stale'),
    });
  }, 60_000);
});
