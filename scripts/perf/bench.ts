// `npm run bench:api`: autocannon against the production server on loopback, bounded in time: the
// scenarios of budgets.json (the catalogue at 20 and at 2,000 connections, a course page, learners
// re-adding a course to their carts, sign-in), on the embedded database and, when BENCH_DATABASE_URL
// (or DATABASE_URL) points at a server whose role may create databases, on PostgreSQL. Prints
// requests/s, p50/p99, timeouts and shed (503) answers, writes reports/bench.json, and fails when a
// scenario misses a limit of budgets.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { freePort, startSite, type Site } from '../../e2e/support/site';
import { startBalancer } from '../cluster/balancer';
import {
  benchLearners,
  buyCourse,
  firstCourseId,
  firstLessonId,
  type BenchLearner,
} from './benchLearners';
import budgets from './budgets.json';
import { checkLimits, type Database, type Scenario } from './benchLimits';
import { printTable, writeReport } from './reportTable';

export interface Row extends Record<string, string | number> {
  database: Database;
  scenario: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  timeouts: number;
  errors: number;
  'shed 503': number;
  'other non-2xx': number;
}

const scenarios = budgets.bench.scenarios as Record<string, Scenario>;

const hasHaproxy = () => spawnSync('haproxy', ['-v']).status === 0;

async function measure(
  database: Database,
  name: string,
  options: autocannon.Options,
): Promise<Row> {
  const { connections, warmupSeconds = budgets.bench.warmupSeconds } = scenarios[name]!;
  const run = (duration: number) => autocannon({ connections, duration, timeout: 10, ...options });
  if (warmupSeconds > 0) await run(warmupSeconds);
  const result = await run(budgets.bench.durationSeconds);
  const shed = result.statusCodeStats?.['503']?.count ?? 0;
  return {
    database,
    scenario: name,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    'shed 503': shed,
    'other non-2xx': result.non2xx - shed,
  };
}

/** Each connection speaks for one learner, in turn, so the learners' carts are shared evenly. */
function asLearners(learners: BenchLearner[]) {
  let next = 0;
  return (client: autocannon.Client) => {
    const learner = learners[next++ % learners.length]!;
    client.setHeaders({
      'content-type': 'application/json',
      authorization: `Bearer ${learner.accessToken}`,
    });
  };
}

async function benchSite(database: Database, env: Record<string, string>): Promise<Row[]> {
  const site: Site = await startSite({ RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...env });
  try {
    const courseId = await firstCourseId(site);
    const learners = await benchLearners(site, budgets.bench.learners, courseId);
    const base = site.url.replace('localhost', '127.0.0.1');
    console.info(`${database}: benchmarking ${base}`);
    const catalogue = `${base}/api/courses?page=1&limit=7`;
    return [
      await measure(database, 'catalogue', { url: catalogue }),
      await measure(database, 'course page', { url: `${base}/api/courses/${courseId}` }),
      await measure(database, 'cart', {
        url: `${base}/api/cart`,
        method: 'POST',
        body: JSON.stringify({ productId: courseId, model: 'Course', quantity: 1 }),
        setupClient: asLearners(learners),
      }),
      await measureProgress(database, base, site, learners, courseId),
      await measure(database, 'login', {
        url: `${base}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: learners[0]!.email, password: learners[0]!.password }),
      }),
      ...(hasHaproxy()
        ? [await crowdBehindBalancer(database, site)]
        : (console.info('The crowd behind HAProxy skipped: haproxy is not installed.'), [])),
      // Last: connections of the crowd still waiting to be accepted would slow what follows.
      await measure(database, 'catalogue crowd', { url: catalogue }),
    ];
  } finally {
    await site.stop();
  }
}

/**
 * Learners who own the course save where they are in its first lesson, as the player does every
 * few seconds. Measured after the cart (it empties the learners' carts).
 */
async function measureProgress(
  database: Database,
  base: string,
  site: Site,
  learners: BenchLearner[],
  courseId: string,
): Promise<Row> {
  for (const learner of learners) await buyCourse(site, learner, courseId);
  const lessonId = await firstLessonId(site, courseId, learners[0]!);
  let position = 0;
  return measure(database, 'lesson progress', {
    url: `${base}/api/learn/lessons/${lessonId}/progress`,
    method: 'PUT',
    setupClient: asLearners(learners),
    requests: [
      {
        // A moving position, as a playing video reports.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ positionSeconds: (position = (position + 5) % 600) }),
        }),
      },
    ],
  });
}

/**
 * The crowd again, through HAProxy in front of the same node, as `npm run start:cluster` runs
 * every node: the balancer holds the 2,000 connections and keeps at most 200 open to the node.
 */
async function crowdBehindBalancer(database: Database, site: Site): Promise<Row> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-balancer-'));
  const balancer = await startBalancer({
    host: '127.0.0.1',
    port: await freePort(),
    nodes: [{ name: 'node-1', port: Number(new URL(site.url).port) }],
    dataDir,
    output: 'ignore',
  });
  try {
    return await measure(database, 'catalogue crowd behind HAProxy', {
      url: `${balancer.url}/api/courses?page=1&limit=7`,
    });
  } finally {
    balancer.process.kill('SIGTERM');
    await new Promise((resolve) => balancer.process.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
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
  const only = process.env.BENCH_ONLY; // 'embedded' or 'postgres'
  const rows: Row[] = only === 'postgres' ? [] : await benchSite('embedded', {});
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (postgresUrl && only !== 'embedded') {
    rows.push(
      ...(await withPostgresDatabase(postgresUrl, (url) =>
        benchSite('postgres', { DATABASE_URL: url }),
      )),
    );
  } else if (!postgresUrl) {
    console.info(
      'PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres).',
    );
  }

  console.info('');
  printTable(rows);
  const failures = rows.flatMap((row) => checkLimits(row, scenarios[row.scenario]!));
  const report = writeReport('bench', {
    generatedAt: new Date().toISOString(),
    durationSeconds: budgets.bench.durationSeconds,
    rows,
    failures,
  });
  console.info(`\nReport: ${report}`);
  if (failures.length > 0) {
    console.error(`\nMissed limits:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.info('\nEvery scenario is within its limits.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
