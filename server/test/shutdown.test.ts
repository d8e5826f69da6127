import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './helpers/serverProcess';
import { postgresTemplate } from './helpers/postgresTemplate';
import { createPostgresDatabase, usingPostgres } from './helpers/testDb';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-shutdown-'));
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dropDatabase?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const BUSY_CONNECTIONS = 300;

/** Sockets that send half a request and then nothing: they never become idle by themselves. */
function stalledClients(url: string, count: number): net.Socket[] {
  const { hostname, port } = new URL(url);
  return Array.from({ length: count }, () => {
    const socket = net.connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.write(`GET /api/courses HTTP/1.1\r\nHost: ${hostname}\r\nX-Half: `);
    return socket;
  });
}

/** A sign-in (argon2 at production cost, so it takes a while) on an already open keep-alive socket. */
function slowRequest(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/auth/login`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }));
  });
}

describe('shutdown under load', () => {
  it(`exits with code 0 within 10 s of SIGTERM with ${BUSY_CONNECTIONS} busy keep-alive connections (${usingPostgres() ? 'PostgreSQL' : 'embedded database'})`, async () => {
    let databaseUrl: string | undefined;
    if (usingPostgres()) {
      const adminUrl = process.env.DATABASE_URL!;
      const database = await createPostgresDatabase(adminUrl, await postgresTemplate(adminUrl));
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    const server = await startServer({
      dataDir: path.join(tmp, 'data'),
      databaseUrl,
      // The load comes from one address, far past the cap on one client's connections.
      env: { LOG_LEVEL: 'warn', RATE_LIMIT: 'off', CONNECTIONS_PER_ADDRESS: '0' },
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const load = autocannon(
      {
        url: server.url,
        connections: BUSY_CONNECTIONS,
        duration: 30,
        requests: [
          { method: 'GET', path: '/api/courses?page=1&limit=7' },
          { method: 'GET', path: '/learn/00000000-0000-4000-8000-000000000000' },
        ],
      },
      () => undefined,
    );
    try {
      // Open keep-alive sockets for the in-flight requests, let the load run, stall some clients.
      await Promise.all(Array.from({ length: 20 }, () => slowRequest(server.url, agent)));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const stalled = stalledClients(server.url, 10);
      const inFlight = Array.from({ length: 20 }, () => slowRequest(server.url, agent));
      await new Promise((resolve) => setTimeout(resolve, 20));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      const tookMs = Date.now() - signalledAt;

      expect(code).toBe(0);
      expect(tookMs).toBeLessThan(10_000);
      // Requests under way when the signal came got their answer (503 once closing had begun).
      const statuses = await Promise.all(
        inFlight.map((request) =>
          request.catch((error: { code?: string }) => `lost (${error.code})`),
        ),
      );
      expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
      stalled.forEach((socket) => socket.destroy());
    } finally {
      load.stop();
      agent.destroy();
      await server.kill();
    }
  }, 120_000);
});
