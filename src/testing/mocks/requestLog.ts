import { server } from './server';

export interface LoggedRequest {
  method: string;
  /** Path and query relative to the origin, e.g. /api/courses?page=1&limit=7. */
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

/**
 * Records every request the code under test sends, for assertions on method, path, headers, body.
 * Call in the test (or a beforeEach); the log is per call.
 */
export function recordRequests(): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const clone = request.clone();
    const url = new URL(request.url);
    const entry: LoggedRequest = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      credentials: request.credentials,
      body: undefined,
    };
    log.push(entry);
    void clone.text().then((text) => {
      entry.body = parseJson(text);
    });
  });
  return log;
}

export const requestsTo = (log: LoggedRequest[], method: string, path: string) =>
  log.filter((entry) => entry.method === method && entry.path === path);
