import type { AppStore } from '@/store/store';

// The server-rendering build's stand-in for src/app/sessionStart.ts: on the server there is no
// stored session to read back or restore, so the session gate opens at once.
export const startSession = (_store: AppStore): Promise<void> => Promise.resolve();
export const sessionStarted = (_store: AppStore): boolean => true;
