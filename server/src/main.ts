// Production entry (`npm start`): builds the SPA when stale, then serves it and the API on PORT.
import path from 'node:path';
import { PROJECT_ROOT } from './config';
import { ensureSpaBuild } from './hosting/spaBuild';
import { exitAfterFailedStart, startServer } from './start/startServer';

async function main(): Promise<void> {
  ensureSpaBuild(PROJECT_ROOT, (message) => console.info(message));
  await startServer({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
    spaDir: path.join(PROJECT_ROOT, 'dist'),
  });
}

main().catch(exitAfterFailedStart);
