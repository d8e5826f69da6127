// The API alone on API_PORT: `npm run dev` runs it beside webpack's dev server on PORT, which
// proxies /api, /contact and /learn here.
import { exitAfterFailedStart, startServer } from './lib/startServer';

startServer({
  port: Number(process.env.API_PORT ?? 3001),
  host: process.env.HOST ?? 'localhost',
}).catch(exitAfterFailedStart);
