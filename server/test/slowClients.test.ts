import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_TOO_SLOW } from '@contract/messages/common';
import { startServer, type ServerProcess } from './helpers/serverProcess';
import { postgresTemplate } from './helpers/postgresTemplate';
import { createPostgresDatabase, usingPostgres } from './helpers/testDb';

// The real process on a port, with small limits so the test takes seconds: one address opening
// hundreds of connections and trickling request bodies, or hanging up mid-request, must not turn
// anyone else away, and is cut off by the timeouts.

const SLOW_CONNECTIONS = 300;
const CAP = 100;
const MAX_IN_FLIGHT = 20;
const BODY_TIMEOUT_MS = 2000;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-slow-'));
let server: ServerProcess;
let port: number;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (usingPostgres()) {
    const adminUrl = process.env.DATABASE_URL!;
    const database = await createPostgresDatabase(adminUrl, await postgresTemplate(adminUrl));
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  server = await startServer({
    dataDir: path.join(tmp, 'data'),
    databaseUrl,
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      LOAD_SHEDDING_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
      CONNECTIONS_PER_ADDRESS: String(CAP),
      HEADERS_TIMEOUT_SECONDS: '1',
      BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_MS / 1000),
    },
  });
  port = Number(new URL(server.url).port);
}, 90_000);
afterAll(async () => {
  await server?.kill();
  await dropDatabase?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface SlowClient {
  /** What the server sent before the connection closed. */
  answer: string;
  closedAt?: number;
}

/** A connection from `from` that sends `head` and then one more byte of `trickle` every 400 ms. */
function slowClient(from: string, head: string, trickle: string): SlowClient {
  const client: SlowClient = { answer: '' };
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (client.answer += chunk));
  socket.on('error', () => undefined);
  socket.write(head);
  let sent = 0;
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write(trickle[sent++ % trickle.length]!);
  }, 400);
  socket.on('close', () => {
    clearInterval(drip);
    client.closedAt = Date.now();
  });
  return client;
}

/** A catalogue page asked from another address: its status and how long it took. */
function cataloguePage(from: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path: '/api/courses?page=1&limit=7',
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, ms: Date.now() - started }),
        );
      },
    );
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openCount = (clients: SlowClient[]) => clients.filter((c) => !c.closedAt).length;

it(`serves another client while one address holds ${SLOW_CONNECTIONS} connections trickling bodies, and cuts those off`, async () => {
  const body = JSON.stringify({
    productId: '00000000-0000-4000-8000-000000000000',
    model: 'Course',
  });
  const startedAt = Date.now();
  const bodies = Array.from({ length: SLOW_CONNECTIONS }, () =>
    slowClient(
      '127.0.0.1',
      // A route anyone may call that reads its body (the cart now asks for a token first).
      'POST /api/payments/razorpay/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
    ),
  );
  // A few from another address never finish their headers.
  const headers = Array.from({ length: 5 }, () =>
    slowClient('127.0.0.3', 'GET /api/courses HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: yes\r\n'),
  );
  await sleep(300);

  const pages: { status: number; ms: number; slowOpen: number }[] = [];
  while (Date.now() - startedAt < BODY_TIMEOUT_MS - 300) {
    const slowOpen = openCount(bodies);
    pages.push({ ...(await cataloguePage('127.0.0.2')), slowOpen });
  }
  // The other client got its pages, quickly, while the slow connections were held open.
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.filter((page) => page.status !== 200 || page.ms > 3000)).toEqual([]);
  expect(pages[0]!.slowOpen).toBeGreaterThan(CAP / 2);
  // One address keeps at most CAP connections: the others were closed as they opened.
  expect(openCount(bodies)).toBeLessThanOrEqual(CAP);

  // Every slow connection is gone soon after the body deadline; those kept were told why.
  while (openCount([...bodies, ...headers]) > 0 && Date.now() - startedAt < BODY_TIMEOUT_MS + 8000)
    await sleep(100);
  expect(openCount([...bodies, ...headers])).toBe(0);
  const told = bodies.filter((client) => client.answer.startsWith('HTTP/1.1 408'));
  expect(told.length).toBeGreaterThan(CAP / 2);
  expect(told.length).toBeLessThanOrEqual(CAP);
  expect(told[0]!.answer).toContain(JSON.stringify({ message: REQUEST_TOO_SLOW }));
  expect(headers.every((client) => client.answer.startsWith('HTTP/1.1 408'))).toBe(true);
}, 90_000);

it('counts out the requests of clients that hang up before their answer, so the process never stays busy', async () => {
  // Sign-ins take a while (argon2), so each client is gone before its answer is written.
  const payload = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  for (let i = 0; i < MAX_IN_FLIGHT * 2; i += 1) {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.4' });
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${payload.length}\r\n\r\n${payload}`,
    );
    setTimeout(() => socket.destroy(), 20);
  }
  await sleep(200);
  // Once the abandoned sign-ins are done, the process takes requests again.
  let status = 0;
  const deadline = Date.now() + 15_000;
  while (status !== 200 && Date.now() < deadline) {
    status = (await cataloguePage('127.0.0.2')).status;
    if (status !== 200) await sleep(250);
  }
  expect(status).toBe(200);
}, 30_000);
