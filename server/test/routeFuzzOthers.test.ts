import { fuzzRoutes } from './helpers/routeFuzz';

// The routes routeFuzz.test.ts leaves.
fuzzRoutes({ share: 1, of: 2 });
