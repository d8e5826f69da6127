import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, startServer, type ServerProcess } from './helpers/serverProcess';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
// The test starts three server processes one after another.
jest.setTimeout(90_000);

const register = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lock Test',
      email,
      password: 'a long enough password',
      dob: '1998-04-12',
    }),
  }).then(async (response) => [
    response.status,
    ((await response.json()) as { message: string }).message,
  ]);

/** Signing in to an account that was never verified: 403 EMAIL_NOT_VERIFIED only if it exists. */
const signIn = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long enough password' }),
  }).then(async (response) => [
    response.status,
    ((await response.json()) as { code?: string }).code,
  ]);

describe('one server per embedded database', () => {
  it('a second server on the same DATA_DIR exits at once naming the folder; the first keeps every write', async () => {
    const dataDir = path.join(tmp, 'data');
    const first = await startServer({ dataDir });
    try {
      expect((await register(first, 'before@example.com'))[0]).toBe(201);

      const second = await spawnServer({ dataDir });
      const ended = await Promise.race([
        second.exited,
        new Promise<undefined>((resolve) => setTimeout(resolve, 8_000)),
      ]);
      if (!ended) await second.kill();
      expect(ended?.code).toBe(1);
      expect(second.output()).toContain(
        `The data folder ${dataDir} is in use by another server process`,
      );
      expect(second.output()).not.toMatch(/\n\s+at /);

      expect((await register(first, 'after@example.com'))[0]).toBe(201);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }

    // Started again on the folder, the server has both accounts.
    const again = await startServer({ dataDir });
    try {
      for (const email of ['before@example.com', 'after@example.com'])
        expect(await signIn(again, email)).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    } finally {
      await again.kill();
    }
  });
});
