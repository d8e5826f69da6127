// Development entry (`npm run dev`): the API alone on API_PORT; webpack's dev server on PORT
// proxies /api, /contact and /learn here.
import { buildApp } from './app';
import { loadConfig } from './config';
import { listenAndReport } from './lib/listen';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await listenAndReport(
    app,
    Number(process.env.API_PORT ?? 3001),
    process.env.HOST ?? 'localhost',
    config,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
