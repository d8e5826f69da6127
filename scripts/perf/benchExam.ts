// `npm run bench:exam`: candidates start the same test within a minute and save an answer every
// 5 s, on loopback and bounded in time: on the embedded database (one node) and, when
// BENCH_DATABASE_URL (or DATABASE_URL) points at a server whose role may create databases, on
// PostgreSQL behind the balancer (BENCH_EXAM_NODES nodes, HAProxy). Prints the p50/p99 of a start
// and of a save, errors, and the saves answered 200 that the database does not hold afterwards
// (lost); then 100 candidates upload a spoken answer at once. A node shedding load answers 503: the
// call is made again a second later, as the room does, and counted as shed. Writes reports/bench-exam.json.
// Settings: BENCH_EXAM_CANDIDATES (1000), BENCH_EXAM_SECONDS (150: the run, starts included),
// BENCH_EXAM_RECORDINGS (100), BENCH_EXAM_NODES (2), BENCH_EXAM_IN_FLIGHT (200: calls at once from
// this one address), BENCH_ONLY ('embedded' or 'postgres').
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { AttemptResponse, SaveAnswersResponse } from '@contract/examTypes';
import { PROJECT_ROOT } from '../../server/src/config';
import { openPglite } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';
import { freePort } from '../../e2e/support/site';
import { startCluster } from '../cluster/cluster';
import {
  BENCH_PASSWORD,
  benchForm,
  lostSaves,
  prepareExamBench,
  type BenchCandidate,
} from './benchExamData';
import { printTable, writeReport } from './reportTable';

const CANDIDATES = Number(process.env.BENCH_EXAM_CANDIDATES ?? 1000);
const RUN_SECONDS = Number(process.env.BENCH_EXAM_SECONDS ?? 150);
const START_WINDOW_SECONDS = Math.min(60, RUN_SECONDS / 2);
const SAVE_EVERY_MS = 5000;
const RECORDINGS = Math.min(Number(process.env.BENCH_EXAM_RECORDINGS ?? 100), CANDIDATES);
const CHUNKS = 4;
const CHUNK_BYTES = 128 * 1024;
const NODES = Number(process.env.BENCH_EXAM_NODES ?? 2);
const API_NODE = path.join(PROJECT_ROOT, 'scripts', 'perf', 'apiNode.ts');

type Database = 'embedded' | 'postgres';

/** How many answers of each status other than 200, or why there was none. */
const failures = new Map<string, Map<number | string, number>>();
function tally(what: string, status: number | string) {
  const counts = failures.get(what) ?? new Map<number | string, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  failures.set(what, counts);
}

interface Row extends Record<string, string | number> {
  database: Database;
  what: string;
  count: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  'shed 503 (retried)': number;
  errors: number;
  lost: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

function row(
  database: Database,
  what: string,
  times: number[],
  errors: number,
  lost = 0,
  shed = 0,
): Row {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    database,
    what,
    count: times.length,
    'p50 ms': percentile(sorted, 50),
    'p99 ms': percentile(sorted, 99),
    'max ms': Math.round(sorted.at(-1) ?? 0),
    'shed 503 (retried)': shed,
    errors,
    lost,
  };
}

/**
 * Calls in flight at once. Every candidate here comes from one address, and a node (and the
 * balancer) refuses more than 256 connections from one client, as it would from one abuser;
 * real candidates come from many. Calls beyond this wait on this side, not counted in their time.
 */
const IN_FLIGHT = Number(process.env.BENCH_EXAM_IN_FLIGHT ?? 200);
let inFlight = 0;
const waiting: (() => void)[] = [];
async function slot(): Promise<() => void> {
  if (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight += 1;
  return () => {
    inFlight -= 1;
    waiting.shift()?.();
  };
}

/** One call, timed; a network failure is answered as status 0. */
async function timed(
  url: string,
  init: RequestInit,
): Promise<{ status: number; ms: number; body: unknown; failure?: string }> {
  const release = await slot();
  const began = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    const ms = performance.now() - began;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, ms, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { status: 0, ms: performance.now() - began, body: null, failure: cause };
  } finally {
    release();
  }
}

/**
 * A call as the exam room makes it: a node shedding load (503) is asked again a second later, as
 * the room resends what it keeps on the device; each shed answer is counted, and the time is the
 * whole wait until the answer that counts.
 */
async function withRetry(
  call: () => ReturnType<typeof timed>,
  shed: () => void,
): ReturnType<typeof timed> {
  let waited = 0;
  for (;;) {
    const answer = await call();
    // Given up after half a minute: counted as an error.
    if (answer.status !== 503 || waited > 30_000) return { ...answer, ms: answer.ms + waited };
    shed();
    waited += answer.ms + 1000;
    await sleep(1000);
  }
}

const json = (token: string, body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

/** Signs every candidate in through the API, a few at a time (argon2 runs on the server). */
async function signIn(base: string, candidates: BenchCandidate[]): Promise<string[]> {
  const tokens: string[] = new Array<string>(candidates.length);
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const index = next++;
      const answer = await timed(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: candidates[index]!.email, password: BENCH_PASSWORD }),
      });
      if (answer.status !== 200) throw new Error(`login: ${answer.status}`);
      tokens[index] = (answer.body as { accessToken: string }).accessToken;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return tokens;
}

interface Candidate {
  token: string;
  tabId: string;
  attemptId?: string;
}

/** The crowd: starts spread over the start window, then a save every 5 s until the run ends. */
async function crowd(base: string, candidates: Candidate[], database: Database) {
  const form = benchForm();
  const section = form.form.sections[0]!;
  const questions = section.parts
    .flatMap((part) => part.groups.flatMap((group) => group.questions))
    .filter((question) => question.type === 'gap')
    .map((question) => question.id);
  const startTimes: number[] = [];
  const saveTimes: number[] = [];
  let startErrors = 0;
  let saveErrors = 0;
  let startShed = 0;
  let saveShed = 0;
  const acknowledged = new Map<string, Map<string, number>>();
  const began = Date.now();
  const endsAt = began + RUN_SECONDS * 1000;

  const run = async (candidate: Candidate, index: number, entitlementId: string) => {
    await sleep(Math.random() * START_WINDOW_SECONDS * 1000);
    const started = await withRetry(
      () =>
        timed(
          `${base}/api/exam/entitlements/${entitlementId}/start`,
          json(candidate.token, { mode: 'exam', tabId: candidate.tabId }),
        ),
      () => (startShed += 1),
    );
    startTimes.push(started.ms);
    if (started.status !== 200) {
      startErrors += 1;
      tally(`${database} start`, started.failure ?? started.status);
      return;
    }
    const attemptId = (started.body as AttemptResponse).attempt.id;
    candidate.attemptId = attemptId;
    const acked = new Map<string, number>();
    acknowledged.set(attemptId, acked);
    let seq = 0;
    await sleep(Math.random() * SAVE_EVERY_MS);
    while (Date.now() < endsAt) {
      const tick = Date.now();
      seq += 1;
      const questionId = questions[(index + seq) % questions.length]!;
      const saved = await withRetry(
        () =>
          timed(
            `${base}/api/exam/attempts/${attemptId}/answers`,
            json(
              candidate.token,
              {
                tabId: candidate.tabId,
                sectionId: section.id,
                answers: [{ questionId, value: `answer ${seq}`, flagged: false, seq }],
                questionId,
              },
              'PUT',
            ),
          ),
        () => (saveShed += 1),
      );
      saveTimes.push(saved.ms);
      if (saved.status === 200) {
        const held = (saved.body as SaveAnswersResponse).saved[0]!;
        acked.set(questionId, Math.max(acked.get(questionId) ?? 0, held.seq));
      } else {
        saveErrors += 1;
        tally(`${database} save`, saved.failure ?? saved.status);
      }
      await sleep(Math.max(0, SAVE_EVERY_MS - (Date.now() - tick)));
    }
  };
  return {
    async go(entitlements: string[]) {
      await Promise.all(candidates.map((c, index) => run(c, index, entitlements[index]!)));
      return {
        starts: row(
          database,
          `start (${candidates.length} in ${START_WINDOW_SECONDS} s)`,
          startTimes,
          startErrors,
          0,
          startShed,
        ),
        saves: (lost: number) =>
          row(
            database,
            `save every 5 s for ${RUN_SECONDS} s`,
            saveTimes,
            saveErrors,
            lost,
            saveShed,
          ),
        acknowledged,
        savesPerSecond: Math.round(saveTimes.length / ((Date.now() - began) / 1000)),
      };
    },
    sectionIds: form.form.sections.map((s) => s.id),
    speechQuestion: form.form.sections
      .at(-1)!
      .parts.flatMap((p) => p.groups.flatMap((g) => g.questions))
      .find((q) => q.type === 'speech')!.id,
  };
}

/** `count` candidates move to the speaking section, then all upload a spoken answer at once. */
async function recordings(
  base: string,
  candidates: Candidate[],
  sectionIds: string[],
  questionId: string,
  database: Database,
): Promise<Row> {
  const chosen = candidates.filter((c) => c.attemptId).slice(0, RECORDINGS);
  for (const c of chosen)
    for (const [index, sectionId] of sectionIds.slice(0, -1).entries()) {
      const url = `${base}/api/exam/attempts/${c.attemptId}/sections`;
      await timed(`${url}/${sectionId}/submit`, json(c.token, { tabId: c.tabId }));
      await timed(`${url}/${sectionIds[index + 1]}/start`, json(c.token, { tabId: c.tabId }));
    }
  const times: number[] = [];
  let errors = 0;
  const chunk = Buffer.alloc(CHUNK_BYTES, 1);
  await Promise.all(
    chosen.map(async (c) => {
      const url = `${base}/api/exam/attempts/${c.attemptId}/recordings/${questionId}`;
      for (let index = 0; index < CHUNKS; index += 1) {
        const sent = await timed(`${url}/chunks/${index}?tabId=${c.tabId}`, {
          method: 'PUT',
          headers: { 'content-type': 'audio/webm', authorization: `Bearer ${c.token}` },
          body: chunk,
        });
        times.push(sent.ms);
        if (sent.status !== 200) errors += 1;
      }
      const finished = await timed(
        `${url}/finish`,
        json(c.token, { tabId: c.tabId, chunks: CHUNKS, durationSeconds: 30 }),
      );
      times.push(finished.ms);
      if (finished.status !== 200) errors += 1;
    }),
  );
  return row(
    database,
    `${chosen.length} recordings at once (${CHUNKS} × ${CHUNK_BYTES / 1024} KiB + finish)`,
    times,
    errors,
  );
}

async function benchOn(
  database: Database,
  base: string,
  candidates: BenchCandidate[],
  readDb: () => Promise<Pick<Client, 'query'> & { done: () => Promise<void> }>,
  stopNodes: () => Promise<void>,
): Promise<{ rows: Row[]; savesPerSecond: number }> {
  console.info(`${database}: signing in ${candidates.length} candidates at ${base}`);
  const tokens = await signIn(base, candidates);
  const people: Candidate[] = tokens.map((token, index) => ({
    token,
    tabId: `bench-tab-${index.toString().padStart(4, '0')}`,
  }));
  console.info(`${database}: the crowd runs for ${RUN_SECONDS} s`);
  const plan = await crowd(base, people, database);
  const result = await plan.go(candidates.map((c) => c.entitlementId));
  console.info(`${database}: ${RECORDINGS} recordings`);
  const recorded = await recordings(base, people, plan.sectionIds, plan.speechQuestion, database);
  await stopNodes();
  const db = await readDb();
  try {
    const lost = await lostSaves(db, result.acknowledged);
    return {
      rows: [result.starts, result.saves(lost), recorded],
      savesPerSecond: result.savesPerSecond,
    };
  } finally {
    await db.done();
  }
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The node exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The node did not start:\n${log()}`);
}

const NODE_ENV = { NODE_ENV: 'production', RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };

async function embedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-exam-'));
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    const prep = await openPglite(pgliteDir);
    const candidates = await prepareExamBench(prep, CANDIDATES);
    await prep.close();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', API_NODE], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...NODE_ENV, PORT: String(port), SITE_URL: url, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c) => (log += c));
    child.stderr?.on('data', (c) => (log += c));
    await waitUntilReady(url, child, () => log);
    return await benchOn(
      'embedded',
      url,
      candidates,
      async () => {
        const db = await openPglite(pgliteDir);
        return { query: db.query.bind(db) as Client['query'], done: () => db.close() };
      },
      async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
      },
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(serverUrl: string) {
  const name = `academy_bench_exam_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-exam-cluster-'));
  try {
    const prep = openPostgres(url.toString(), 4);
    const candidates = await prepareExamBench(prep, CANDIDATES);
    await prep.close();
    const cluster = await startCluster({
      port: await freePort(),
      host: '127.0.0.1',
      nodes: NODES,
      dataDir,
      databaseUrl: url.toString(),
      entry: API_NODE,
      env: NODE_ENV,
      output: 'ignore',
    });
    let stopped = false;
    const stop = async () => {
      if (!stopped) await cluster.stop();
      stopped = true;
    };
    try {
      return await benchOn(
        'postgres',
        cluster.url.replace('localhost', '127.0.0.1'),
        candidates,
        async () => {
          const db = new Client({ connectionString: url.toString() });
          await db.connect();
          return { query: db.query.bind(db) as Client['query'], done: () => db.end() };
        },
        stop,
      );
    } finally {
      await stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const rows: Row[] = [];
  const rates: Record<string, number> = {};
  if (only !== 'postgres') {
    const result = await embedded();
    rows.push(...result.rows);
    rates.embedded = result.savesPerSecond;
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl && only !== 'embedded') {
    if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed.');
    const result = await postgres(serverUrl);
    rows.push(...result.rows);
    rates.postgres = result.savesPerSecond;
  } else if (!serverUrl) console.info('PostgreSQL skipped: set BENCH_DATABASE_URL.');

  console.info('');
  printTable(rows);
  console.info(`Saves per second: ${JSON.stringify(rates)}; ${os.cpus().length} cores.`);
  const refused = Object.fromEntries(
    [...failures].map(([what, counts]) => [what, Object.fromEntries(counts)]),
  );
  if (failures.size > 0)
    console.info(`Answers other than 200, by status: ${JSON.stringify(refused)}`);
  const report = writeReport('bench-exam', {
    generatedAt: new Date().toISOString(),
    candidates: CANDIDATES,
    runSeconds: RUN_SECONDS,
    nodes: NODES,
    savesPerSecond: rates,
    rows,
    refused,
  });
  console.info(`\nReport: ${report}`);
  const failed = rows.filter((r) => r.errors > 0 || r.lost > 0);
  if (failed.length > 0) {
    console.error(
      `\nErrors or lost saves: ${failed.map((r) => `${r.database} ${r.what}`).join('; ')}`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
