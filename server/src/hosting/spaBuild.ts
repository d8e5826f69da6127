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

/** The browser's build and the server-rendering build, each with its webpack configuration. */
const BUILDS = [
  { output: path.join('dist', 'index.html'), config: 'webpack.config.ts' },
  { output: path.join('dist-ssr', 'renderPage.js'), config: 'webpack.ssr.config.ts' },
];

/** A build's output missing, or older than any file under src/ or public/. */
function isStale(root: string, output: string): boolean {
  const file = path.join(root, output);
  if (!fs.existsSync(file)) return true;
  return (
    fs.statSync(file).mtimeMs < newestMtime([path.join(root, 'src'), path.join(root, 'public')])
  );
}

/** dist/index.html or dist-ssr/renderPage.js missing, or older than any file under src/ or public/. */
export function spaBuildIsStale(root: string): boolean {
  return BUILDS.some((build) => isStale(root, build.output));
}

/**
 * Runs `npm run build`'s two webpack builds (the SPA, and the server rendering of its public pages)
 * when stale; throws when a build fails.
 */
export function ensureSpaBuild(root: string, log: (message: string) => void): void {
  const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  for (const build of BUILDS) {
    if (!isStale(root, build.output)) continue;
    log(`Building ${build.output} (webpack --config ${build.config} --mode production)...`);
    const result = spawnSync(
      process.execPath,
      [webpackCli, '--config', build.config, '--mode', 'production'],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status === 0) {
      // webpack leaves a file it would write unchanged alone: mark the build as made now.
      const now = new Date();
      fs.utimesSync(path.join(root, build.output), now, now);
      continue;
    }
    throw new Error(
      `The build of ${build.output} failed (exit code ${result.status ?? result.signal}).`,
    );
  }
}
