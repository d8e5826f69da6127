import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSpaBuild } from '../../server/src/hosting/spaBuild';
import { AXE_CHECKED_DIR_VARIABLE } from './axeChecks';
import { PROJECT_ROOT } from './paths';
import { publishSharedSite } from './sharedSite';
import { startSite } from './site';

/**
 * Builds the production SPA and its server rendering when either is missing or older than its
 * sources (CI's size check leaves them current, so CI builds once), starts the site the journeys
 * share, and makes the folder where the workers note the pages axe has passed. The
 * function it returns is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureSpaBuild(PROJECT_ROOT, (message) => console.info(message));
  const site = await startSite();
  publishSharedSite(site);
  const axeChecked = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-axe-'));
  process.env[AXE_CHECKED_DIR_VARIABLE] = axeChecked;
  return async () => {
    await site.stop();
    rmSync(axeChecked, { recursive: true, force: true });
  };
}
