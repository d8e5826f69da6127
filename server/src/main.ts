// Production entry (`npm start`): builds the SPA when stale, then serves it and the API on PORT.
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, PROJECT_ROOT } from './config';
import { ensureSpaBuild } from './lib/spaBuild';
import { listenAndReport } from './lib/listen';

async function main(): Promise<void> {
  ensureSpaBuild(PROJECT_ROOT, (message) => console.info(message));
  const config = { ...loadConfig(), spaDir: path.join(PROJECT_ROOT, 'dist') };
  const app = await buildApp(config);
  await listenAndReport(
    app,
    Number(process.env.PORT ?? 3000),
    process.env.HOST ?? 'localhost',
    config,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
