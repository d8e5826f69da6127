// `npm run bench:api`: autocannon against the production server on loopback, bounded in time, for
// GET /api/courses, GET /api/cart (with a token) and POST /api/auth/login; on the embedded database,
// and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) points at a server whose role may
// create databases. Prints requests/s and p50/p99 latency, writes reports/bench.json, and fails when
// GET /api/courses misses its target.
import autocannon from 'autocannon';
import { Client } from 'pg';
import { linkInMail } from '../../e2e/support/outbox';
import { startSite, type Site } from '../../e2e/support/site';
import budgets from './budgets.json';
import { printTable, writeReport } from './reportTable';

const LEARNER = {
  name: 'Bench Learner',
  email: 'bench@example.com',
  password: 'Bench-pass-2026',
  dob: '1995-05-05',
};

async function post(site: Site, path: string, body: unknown): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(body),
  });
}

/** Registers, verifies through the outbox link, signs in: an access token for the cart run. */
async function accessTokenFor(site: Site): Promise<string> {
  const registered = await post(site, '/api/auth/register', LEARNER);
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const link = await linkInMail(site.mailDir, LEARNER.email, '/verify-email/');
  const token = new URL(link).pathname.split('/').pop()!;
  const verified = await fetch(`${site.url}/api/auth/verify-email/${token}`);
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  const login = await post(site, '/api/auth/login', {
    email: LEARNER.email,
    password: LEARNER.password,
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

interface Row extends Record<string, string | number> {
  database: string;
  request: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
}

async function measure(
  database: string,
  request: string,
  options: autocannon.Options,
): Promise<Row> {
  const result = await autocannon({
    connections: budgets.bench.connections,
    duration: budgets.bench.durationSeconds,
    ...options,
  });
  return {
    database,
    request,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function benchSite(database: string, env: Record<string, string>): Promise<Row[]> {
  const site = await startSite({ RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...env });
  try {
    const token = await accessTokenFor(site);
    const base = site.url.replace('localhost', '127.0.0.1');
    console.info(`${database}: benchmarking ${base}`);
    return [
      await measure(database, 'GET /api/courses?page=1&limit=7', {
        url: `${base}/api/courses?page=1&limit=7`,
      }),
      await measure(database, 'GET /api/cart (bearer)', {
        url: `${base}/api/cart`,
        headers: { authorization: `Bearer ${token}` },
      }),
      await measure(database, 'POST /api/auth/login', {
        url: `${base}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: LEARNER.email, password: LEARNER.password }),
      }),
    ];
  } finally {
    await site.stop();
  }
}

/** A fresh database on the configured PostgreSQL server, dropped afterwards. */
async function withPostgresDatabase<T>(
  serverUrl: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `academy_bench_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const rows = await benchSite('embedded (PGlite)', {});
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (postgresUrl) {
    rows.push(
      ...(await withPostgresDatabase(postgresUrl, (url) =>
        benchSite('PostgreSQL', { DATABASE_URL: url }),
      )),
    );
  } else {
    console.info(
      'PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres).',
    );
  }

  console.info('');
  printTable(rows);
  const { coursesMinRequestsPerSecond: minRps, coursesMaxP99Ms: maxP99 } = budgets.bench;
  const failures = rows
    .filter((row) => row.request.startsWith('GET /api/courses'))
    .flatMap((row) => [
      ...(row['req/s'] < minRps ? [`${row.database}: ${row['req/s']} req/s < ${minRps}`] : []),
      ...(row['p99 ms'] > maxP99
        ? [`${row.database}: p99 ${row['p99 ms']} ms > ${maxP99} ms`]
        : []),
      ...(row.errors + row.non2xx > 0
        ? [`${row.database}: ${row.errors} errors, ${row.non2xx} non-2xx`]
        : []),
    ]);
  const report = writeReport('bench', {
    generatedAt: new Date().toISOString(),
    connections: budgets.bench.connections,
    durationSeconds: budgets.bench.durationSeconds,
    rows,
    failures,
  });
  console.info(`\nReport: ${report}`);
  if (failures.length > 0) {
    console.error(`\nGET /api/courses misses its target:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.info(`\nGET /api/courses meets its target (>= ${minRps} req/s, p99 <= ${maxP99} ms).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
