// `npm run bench:exam-cpu`: what one start and one save of the exam room cost the embedded node in
// CPU time (user + system, read from /proc), the figure that bounds how many saves a second one
// process answers, and which a busy machine inflates far less than it does a wall-clock time.
// BENCH_EXAM_CPU_CANDIDATES (100) candidates start their test one after another, then save an
// answer as fast as BENCH_EXAM_CPU_IN_FLIGHT (40) callers allow, for BENCH_EXAM_CPU_SECONDS (20).
// Each candidate saves several times within the session check's cache, so a save here does not
// ask the database whether its session still stands (a crowd saving every 5 s does).
// Linux only (/proc).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AttemptResponse } from '@contract/examTypes';
import { PROJECT_ROOT } from '../../server/src/config';
import { openPglite } from '../../server/src/db/pglite';
import { freePort } from '../../e2e/support/site';
import { BENCH_PASSWORD, benchForm, prepareExamBench } from './benchExamData';
import { closeAgents, request, sourceAddress } from './benchHttp';

const CANDIDATES = Number(process.env.BENCH_EXAM_CPU_CANDIDATES ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_EXAM_CPU_IN_FLIGHT ?? 40);
const SECONDS = Number(process.env.BENCH_EXAM_CPU_SECONDS ?? 20);
const API_NODE = path.join(PROJECT_ROOT, 'scripts', 'perf', 'apiNode.ts');

/** The process's CPU time so far, in ms (utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-exam-cpu-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const prep = await openPglite(pgliteDir);
  const candidates = await prepareExamBench(prep, CANDIDATES);
  await prep.close();
  const url = `http://127.0.0.1:${await freePort()}`;
  const node = spawn(process.execPath, ['--import', 'tsx', API_NODE], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'error',
      PORT: new URL(url).port,
      SITE_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`${url}/api/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const call = async (
      index: number,
      method: string,
      route: string,
      token: string,
      body: object,
    ) => {
      const answer = await request(
        `${url}${route}`,
        {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        },
        sourceAddress(index),
        30_000,
      );
      if (answer.status !== 200)
        throw new Error(`${method} ${route}: ${answer.status} ${answer.text}`);
      return JSON.parse(answer.text) as unknown;
    };
    const tokens: string[] = [];
    for (const [index, candidate] of candidates.entries()) {
      const body = { email: candidate.email, password: BENCH_PASSWORD };
      const signedIn = (await call(index, 'POST', '/api/auth/login', '', body)) as {
        accessToken: string;
      };
      tokens.push(signedIn.accessToken);
    }
    const tabOf = (index: number) => `bench-tab-${index.toString().padStart(4, '0')}`;

    let before = cpuMs(node.pid!);
    const attempts: string[] = [];
    for (const [index, candidate] of candidates.entries()) {
      const route = `/api/exam/entitlements/${candidate.entitlementId}/start`;
      const body = { mode: 'exam', tabId: tabOf(index) };
      attempts.push(
        ((await call(index, 'POST', route, tokens[index]!, body)) as AttemptResponse).attempt.id,
      );
    }
    const startMs = (cpuMs(node.pid!) - before) / CANDIDATES;

    const section = benchForm().form.sections[0]!;
    const questions = section.parts
      .flatMap((part) => part.groups.flatMap((group) => group.questions))
      .filter((question) => question.type === 'gap')
      .map((question) => question.id);
    const seqs = new Array<number>(CANDIDATES).fill(0);
    let saves = 0;
    const began = performance.now();
    const ends = began + SECONDS * 1000;
    before = cpuMs(node.pid!);
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, caller) => {
        for (
          let index = caller;
          performance.now() < ends;
          index = (index + IN_FLIGHT) % CANDIDATES
        ) {
          const seq = (seqs[index] = seqs[index]! + 1);
          const questionId = questions[(index + seq) % questions.length]!;
          await call(
            index,
            'PUT',
            `/api/exam/attempts/${attempts[index]}/answers`,
            tokens[index]!,
            {
              tabId: tabOf(index),
              sectionId: section.id,
              answers: [{ questionId, value: `answer ${seq}`, flagged: false, seq }],
              questionId,
            },
          );
          saves += 1;
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const saveCpu = cpuMs(node.pid!) - before;
    console.info(
      `start: ${startMs.toFixed(1)} ms of CPU each (${CANDIDATES}); save: ${(saveCpu / saves).toFixed(2)} ms ` +
        `of CPU each, ${Math.round(saves / seconds)} a second (${saves} in ${seconds.toFixed(1)} s, ` +
        `${Math.round(saveCpu / seconds / 10)}% of a core); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    closeAgents();
    const exited = new Promise((resolve) => node.once('exit', resolve));
    node.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
