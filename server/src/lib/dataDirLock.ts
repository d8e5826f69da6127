import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A failure at start whose message says it all (no stack trace is printed for it). */
export class StartupError extends Error {
  override name = 'StartupError';
}

export const LOCK_NAME = 'server.lock';

/**
 * Takes the data folder for this process alone: two servers on one embedded database would each
 * believe they own its files and lose each other's writes. The lock is a folder inside DATA_DIR,
 * refreshed every 5 s; one left by a killed process counts as free 10 s later.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, LOCK_NAME),
      stale: 10_000,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw new StartupError(
      `The data folder ${dataDir} is in use by another server process (its embedded database ` +
        'cannot be shared). Stop that server first, or set DATA_DIR to another folder.',
    );
  }
}
