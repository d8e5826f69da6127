import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** The newest modification time of any file under the given folders (0 when there are none). */
export function newestMtime(dirs: string[]): number {
  let newest = 0;
  const visit = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach(visit);
  return newest;
}

/** dist/index.html missing, or older than any file under src/ or public/. */
export function spaBuildIsStale(root: string): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  return (
    fs.statSync(index).mtimeMs < newestMtime([path.join(root, 'src'), path.join(root, 'public')])
  );
}

/** Runs `webpack --mode production` when the build is stale; throws when the build fails. */
export function ensureSpaBuild(root: string, log: (message: string) => void): void {
  if (!spaBuildIsStale(root)) return;
  log('Building the SPA (webpack --mode production)...');
  const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`The SPA build failed (exit code ${result.status ?? result.signal}).`);
}
