import path from 'node:path';

/** Where `npm run docs:api` writes the endpoint list. */
export const API_DOCS_FILE = path.resolve(__dirname, '../../docs/api.md');
