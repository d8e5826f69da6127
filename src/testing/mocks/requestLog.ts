import { server } from './server';

export interface LoggedRequest {
  method: string;
  /** Path and query relative to the origin, e.g. /api/courses?page=1&limit=7. */
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  /** The parsed JSON body (undefined when there is none; the raw text when it is not JSON). */
  json: () => Promise<unknown>;
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

/**
 * Records every request the code under test sends, for assertions on method, path, headers and
 * body. Call it at the start of a test; setupTests.ts removes the listener afterwards.
 */
export function recordRequests(): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const body = request.clone().text().then(parseJson);
    log.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      credentials: request.credentials,
      json: () => body,
    });
  });
  return log;
}

export const requestsTo = (log: LoggedRequest[], method: string, path: string) =>
  log.filter((entry) => entry.method === method && entry.path === path);
