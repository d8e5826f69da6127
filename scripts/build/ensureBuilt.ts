// `npx tsx scripts/build/ensureBuilt.ts`: makes `npm run build`'s two builds (dist/ and dist-ssr/)
// where they are missing or older than the sources, as `npm start`, the cluster and the browser
// journeys would before they start. CI runs it once, after `npm run size` made the browser build,
// so nothing after it builds again.
import path from 'node:path';
import { ensureSpaBuild } from '../../server/src/hosting/spaBuild';

ensureSpaBuild(path.resolve(__dirname, '..', '..'), (message) => console.info(message));
