import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSpaBuild } from '../../server/src/lib/spaBuild';
import { AXE_CHECKED_DIR_VARIABLE } from './axeChecks';
import { PROJECT_ROOT } from './paths';
import { publishSharedSite } from './sharedSite';
import { startSite } from './site';

/**
 * Builds the production SPA and its server rendering once (`npm run build`; with
 * E2E_REUSE_BUILD=1, only when missing or older than src/ and public/), starts the site the
 * journeys share, and makes the folder where the workers note the pages axe has passed. The
 * function it returns is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_REUSE_BUILD === '1')
    ensureSpaBuild(PROJECT_ROOT, (message) => console.info(message));
  else {
    execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    // webpack leaves a file it would write unchanged alone: the builds are new as of now.
    const now = new Date();
    for (const output of ['dist/index.html', 'dist-ssr/renderPage.js'])
      utimesSync(path.join(PROJECT_ROOT, output), now, now);
  }
  const site = await startSite();
  publishSharedSite(site);
  const axeChecked = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-axe-'));
  process.env[AXE_CHECKED_DIR_VARIABLE] = axeChecked;
  return async () => {
    await site.stop();
    rmSync(axeChecked, { recursive: true, force: true });
  };
}
