// `npm run bench:exam`: candidates start the same test within a minute and save an answer every
// 5 s, on loopback and bounded in time: on the embedded database (one node) and, when
// BENCH_DATABASE_URL (or DATABASE_URL) points at a server whose role may create databases, on
// PostgreSQL behind the balancer (BENCH_EXAM_NODES nodes, HAProxy). Prints the p50/p99 of a start
// and of a save, errors, and the saves answered 200 that the database does not hold afterwards
// (lost); then 100 candidates upload a spoken answer at once. Candidates call from many loopback
// addresses (50 to an address, as from a school's network), so a per-address connection cap sees
// many clients. As the room resends what it keeps on the device, a node shedding load (503) is asked
// again a second later (counted as shed), and a call that got no answer (a reset) is sent again
// with a growing pause (counted as resent). Writes reports/bench-exam.json.
// Settings: BENCH_EXAM_CANDIDATES (1000), BENCH_EXAM_SECONDS (150: the run, starts included),
// BENCH_EXAM_RECORDINGS (100), BENCH_EXAM_NODES (2), BENCH_ONLY ('embedded' or 'postgres'),
// BENCH_CPU_PROF (a folder: the embedded node's CPU profile is written there).
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
import {
  CANDIDATES_PER_ADDRESS,
  closeAgents,
  request,
  sourceAddress,
  type BenchRequest,
} from './benchHttp';
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
  'no answer (resent)': number;
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
  resent = 0,
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
    'no answer (resent)': resent,
    errors,
    lost,
  };
}

/** A call that got no answer (a reset, a refusal, a timeout) is made again after this, doubling. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 4000;
/** Given up after this long without an answer that counts: an error. */
const GIVE_UP_MS = 30_000;

type Answer = { status: number; ms: number; body: unknown; failure?: string };

/** One call from the candidate's address, timed; a network failure is answered as status 0. */
async function timed(url: string, init: BenchRequest, address: string): Promise<Answer> {
  const began = performance.now();
  try {
    const answer = await request(url, init, address, GIVE_UP_MS);
    const ms = performance.now() - began;
    let body: unknown = answer.text;
    try {
      body = JSON.parse(answer.text);
    } catch {
      // not JSON
    }
    return { status: answer.status, ms, body };
  } catch (error) {
    const failure = (error as { code?: string }).code ?? (error as Error).message;
    return { status: 0, ms: performance.now() - began, body: null, failure };
  }
}

interface Retried {
  /** Answered 503 by a node shedding load, asked again a second later. */
  shed(): void;
  /** No answer at all (a reset, a refusal, a timeout), sent again after a growing pause. */
  resent(): void;
}

/**
 * A call as the exam room makes it: what it keeps on the device is sent again until the server
 * answers. A node shedding load (503) is asked again a second later; a call that got no answer is
 * sent again after 250 ms, then twice as long each time up to 4 s (with jitter, so a crowd reset
 * together does not return together). A save carries its seq and a start its tab, so sending
 * either twice is harmless. The time is the whole wait until the answer that counts.
 */
async function withRetry(call: () => Promise<Answer>, retried: Retried): Promise<Answer> {
  let waited = 0;
  let pause = RETRY_FIRST_MS;
  for (;;) {
    const answer = await call();
    const noAnswer = answer.status === 0;
    if ((answer.status !== 503 && !noAnswer) || waited + answer.ms > GIVE_UP_MS)
      return { ...answer, ms: answer.ms + waited };
    let wait = 1000;
    if (noAnswer) {
      retried.resent();
      wait = pause / 2 + Math.random() * (pause / 2);
      pause = Math.min(RETRY_MAX_MS, pause * 2);
    } else retried.shed();
    waited += answer.ms + wait;
    await sleep(wait);
  }
}

const json = (token: string, body: unknown, method = 'POST'): BenchRequest => ({
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
      const answer = await timed(
        `${base}/api/auth/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: candidates[index]!.email, password: BENCH_PASSWORD }),
        },
        sourceAddress(index),
      );
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
  /** The loopback address this candidate calls from. */
  address: string;
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
  const start = { shed: 0, resent: 0 };
  const save = { shed: 0, resent: 0 };
  const counting = (counts: typeof start): Retried => ({
    shed: () => (counts.shed += 1),
    resent: () => (counts.resent += 1),
  });
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
          candidate.address,
        ),
      counting(start),
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
            candidate.address,
          ),
        counting(save),
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
          start.shed,
          start.resent,
        ),
        saves: (lost: number) =>
          row(
            database,
            `save every 5 s for ${RUN_SECONDS} s`,
            saveTimes,
            saveErrors,
            lost,
            save.shed,
            save.resent,
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
      await timed(`${url}/${sectionId}/submit`, json(c.token, { tabId: c.tabId }), c.address);
      await timed(
        `${url}/${sectionIds[index + 1]}/start`,
        json(c.token, { tabId: c.tabId }),
        c.address,
      );
    }
  const times: number[] = [];
  let errors = 0;
  const counts = { shed: 0, resent: 0 };
  const retried: Retried = {
    shed: () => (counts.shed += 1),
    resent: () => (counts.resent += 1),
  };
  const chunk = Buffer.alloc(CHUNK_BYTES, 1);
  await Promise.all(
    chosen.map(async (c) => {
      const url = `${base}/api/exam/attempts/${c.attemptId}/recordings/${questionId}`;
      for (let index = 0; index < CHUNKS; index += 1) {
        // The room sends a chunk again until the server has it, and finishes again after a reload.
        const sent = await withRetry(
          () =>
            timed(
              `${url}/chunks/${index}?tabId=${c.tabId}`,
              {
                method: 'PUT',
                headers: { 'content-type': 'audio/webm', authorization: `Bearer ${c.token}` },
                body: chunk,
              },
              c.address,
            ),
          retried,
        );
        times.push(sent.ms);
        if (sent.status !== 200) errors += 1;
      }
      const finished = await withRetry(
        () =>
          timed(
            `${url}/finish`,
            json(c.token, { tabId: c.tabId, chunks: CHUNKS, durationSeconds: 30 }),
            c.address,
          ),
        retried,
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
    0,
    counts.shed,
    counts.resent,
  );
}

async function benchOn(
  database: Database,
  base: string,
  candidates: BenchCandidate[],
  readDb: () => Promise<Pick<Client, 'query'> & { done: () => Promise<void> }>,
  stopNodes: () => Promise<void>,
): Promise<{ rows: Row[]; savesPerSecond: number }> {
  console.info(
    `${database}: signing in ${candidates.length} candidates at ${base}, ` +
      `${CANDIDATES_PER_ADDRESS} to a loopback address`,
  );
  const tokens = await signIn(base, candidates);
  const people: Candidate[] = tokens.map((token, index) => ({
    token,
    tabId: `bench-tab-${index.toString().padStart(4, '0')}`,
    address: sourceAddress(index),
  }));
  console.info(`${database}: the crowd runs for ${RUN_SECONDS} s`);
  const plan = await crowd(base, people, database);
  const result = await plan.go(candidates.map((c) => c.entitlementId));
  console.info(`${database}: ${RECORDINGS} recordings`);
  const recorded = await recordings(base, people, plan.sectionIds, plan.speechQuestion, database);
  closeAgents();
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

/** BENCH_CPU_PROF=<folder>: the embedded node writes a V8 CPU profile there when it stops. */
const profiling = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

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
    const child = spawn(process.execPath, [...profiling(), '--import', 'tsx', API_NODE], {
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
