// The server-rendering build's stand-in for src/store/persistence/authStorage.ts: a page rendered
// on the server is the signed-out visitor's page, so there is never a stored session to read.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export function createAuthStorage() {
  return {
    getItem: async () => null,
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };
}
