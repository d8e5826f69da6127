// One API node without the SPA (no build needed): what the exam bench starts, alone or behind the
// balancer. The same start as `npm start` otherwise (migrations, seed, workers, the clock's sweep).
import { exitAfterFailedStart, startServer } from '../../server/src/start/startServer';

startServer({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
}).catch(exitAfterFailedStart);
