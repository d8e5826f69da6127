import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { listenAndReport } from './listen';
import { makeOwnerOnly, OWNER_ONLY_UMASK } from './ownerOnly';

export interface ServerOptions {
  port: number;
  host: string;
  /** The production SPA build to serve beside the API. */
  spaDir?: string;
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
 * tightened), then the app is built and listens.
 */
export async function startServer({ port, host, spaDir }: ServerOptions): Promise<void> {
  process.umask(OWNER_ONLY_UMASK);
  const config: AppConfig = { ...loadConfig(), ...(spaDir ? { spaDir } : {}) };
  for (const dir of localFolders(config)) makeOwnerOnly(dir);
  const app = await buildApp(config);
  await listenAndReport(app, port, host, config);
}
