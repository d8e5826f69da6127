import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ARTIFACTS_DIR, PROJECT_ROOT } from './paths';

/** Builds the production SPA once for every journey and clears the previous run's evidence. */
export default function globalSetup(): void {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
}
