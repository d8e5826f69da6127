import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
export const ARTIFACTS_DIR = path.join(PROJECT_ROOT, 'e2e', 'artifacts');
