import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './helpers/serverProcess';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-owner-only-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every folder and file under dir with its permission bits (symbolic links skipped). */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>([['.', fs.statSync(dir).mode & 0o777]]);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    modes.set(path.relative(dir, full), fs.lstatSync(full).mode & 0o777);
  }
  return modes;
}

function expectOwnerOnly(dir: string): void {
  const wrong = [...modesUnder(dir)].filter(([name, mode]) => {
    const isDir = fs.statSync(path.join(dir, name)).isDirectory();
    return mode !== (isDir ? 0o700 : 0o600);
  });
  expect(wrong.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);
}

async function register(url: string, email: string): Promise<void> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Owner Only',
      email,
      password: 'a long enough password',
      dob: '1998-04-12',
    }),
  });
  expect(response.status).toBe(201);
}

async function stop(server: Awaited<ReturnType<typeof startServer>>): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

describe('files under DATA_DIR', () => {
  it('are created owner-only on a fresh start, and the outbox logs only the file it wrote', async () => {
    const dataDir = path.join(tmp, 'fresh');
    const server = await startServer({ dataDir, emptyDatabase: true });
    const email = 'owner.only@example.com';
    try {
      await register(server.url, email);
    } finally {
      await stop(server);
    }

    const names = [...modesUnder(dataDir).keys()];
    expect(names).toEqual(expect.arrayContaining(['secrets.json', 'pglite', 'mail']));
    expect(names.filter((name) => name.startsWith('pglite/')).length).toBeGreaterThan(100);
    expectOwnerOnly(dataDir);

    const [mailFile] = fs.readdirSync(path.join(dataDir, 'mail'));
    const mail = fs.readFileSync(path.join(dataDir, 'mail', mailFile!), 'utf8');
    const token = /verify-email\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const logs = server.output();
    expect(logs).toContain('Mail written');
    expect(logs).toContain(mailFile);
    for (const secret of [token!, '/verify-email/', email]) expect(logs).not.toContain(secret);
  });

  it('are made owner-only at start when an older version left them readable', async () => {
    // The folder of the first test, loosened as a server without these rules would have left it.
    const dataDir = path.join(tmp, 'fresh');
    for (const [name] of modesUnder(dataDir)) {
      const full = path.join(dataDir, name);
      fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o644);
    }
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'kept', { mode: 0o666 });
    fs.chmodSync(path.join(dataDir, 'notes.txt'), 0o666);
    const server = await startServer({ dataDir, emptyDatabase: true });
    await stop(server);
    expectOwnerOnly(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('kept');
  });
});
