import { rmSync } from 'node:fs';
import { ensureSpaBuild } from '../../server/src/lib/spaBuild';
import { ARTIFACTS_DIR, PROJECT_ROOT } from './paths';

/**
 * Makes the production builds once for every journey, unless dist/ and dist-ssr/ are already newer
 * than every source (CI's size check leaves the browser build there), and clears the previous run's
 * evidence.
 */
export default function globalSetup(): void {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  ensureSpaBuild(PROJECT_ROOT, (message) => console.info(message));
}
