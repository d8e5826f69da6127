// The API alone on API_PORT: `npm run dev` runs it beside webpack's dev server on PORT, which
// proxies /api and /contact here. The readable API page is at /api/docs.
import { exitAfterFailedStart, startServer } from './start/startServer';

startServer({
  port: Number(process.env.API_PORT ?? 3001),
  host: process.env.HOST ?? 'localhost',
  apiDocsPage: true,
}).catch(exitAfterFailedStart);
