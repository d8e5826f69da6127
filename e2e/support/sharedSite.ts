import path from 'node:path';
import type { Site } from './site';

// The global setup's site, handed to the workers (they start after it, with its environment).
const URL_VARIABLE = 'E2E_SHARED_SITE_URL';
const DATA_DIR_VARIABLE = 'E2E_SHARED_SITE_DATA_DIR';

/** Tells the workers where the shared site is. */
export function publishSharedSite(site: Site): void {
  process.env[URL_VARIABLE] = site.url;
  process.env[DATA_DIR_VARIABLE] = site.dataDir;
}

/** The site the global setup started; the global teardown stops it. */
export function sharedSite(): Site {
  const url = process.env[URL_VARIABLE];
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!url || !dataDir)
    throw new Error('No shared site: run the journeys with `npm run test:e2e` (its global setup).');
  return { url, dataDir, mailDir: path.join(dataDir, 'mail'), stop: async () => undefined };
}
