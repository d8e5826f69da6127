import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
