import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from './paths';
import type { Site } from './site';

/** `npm run academy -- …` against a running site's data (it asks the running server). */
export async function academy(site: Site, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/academy.ts', ...args],
    { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: site.dataDir } },
  );
  return stdout;
}
