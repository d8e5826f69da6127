import { fuzzRoutes } from './helpers/routeFuzz';

// Half of the routes; routeFuzzOthers.test.ts takes the other half, so two workers share the work.
fuzzRoutes({ share: 0, of: 2 });
