import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { listenForControl } from './controlSocket';
import { lockDataDir, StartupError } from '../lib/dataDirLock';
import { listenAndReport } from './listen';
import { makeOwnerOnly, OWNER_ONLY_UMASK } from '../lib/ownerOnly';

export interface ServerOptions {
  port: number;
  host: string;
  /** The production SPA build to serve beside the API. */
  spaDir?: string;
  /** Serve the readable API page at /api/docs (development). */
  apiDocsPage?: boolean;
}

const isInside = (child: string, parent: string): boolean =>
  !path.relative(parent, child).startsWith('..');

/** The folders this process writes to on disk: the data folder and, without SMTP, the outbox. */
function localFolders(config: AppConfig): string[] {
  const outbox = config.mail.smtpUrl ? [] : [config.mail.dir];
  return [config.dataDir, ...outbox.filter((dir) => !isInside(dir, config.dataDir))];
}

/**
 * One server process: everything it creates is owner-only (the umask is set before the config
 * writes generated secrets and before the database opens, and what an older version left behind is
 * tightened); the embedded database's folder is locked for this process; then the app is built and
 * listens.
 */
export async function startServer({
  port,
  host,
  spaDir,
  apiDocsPage,
}: ServerOptions): Promise<void> {
  process.umask(OWNER_ONLY_UMASK);
  const config: AppConfig = { ...loadConfig(), ...(spaDir ? { spaDir } : {}), apiDocsPage };
  for (const dir of localFolders(config)) makeOwnerOnly(dir);
  const unlock = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, (error) => {
        // Another process may own the files now: writing on would corrupt them.
        console.error(`Lost the lock on ${config.dataDir}; stopping at once.`, error.message);
        process.exit(1);
      });
  const app = await buildApp(config);
  if (unlock) {
    // The command line (npm run academy) reaches the embedded database through this process.
    const closeControl = await listenForControl(config.dataDir, app.db, {
      formsDir: config.exams.formsDir,
    });
    app.addHook('onClose', async () => {
      await closeControl();
      await unlock();
    });
  }
  await listenAndReport(app, port, host, config);
}

/** How the entry points end a start that failed: the message alone for a known cause. */
export function exitAfterFailedStart(error: unknown): never {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}
