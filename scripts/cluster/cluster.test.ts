import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TOO_MANY_SIGN_INS } from '@contract/messages/auth';
import { createPostgresDatabase } from '../../server/test/helpers/testDb';
import { startCluster, type Cluster } from './cluster';
import type { AttemptResponse, SaveAnswersResponse } from '@contract/examTypes';
import { call, eventually, mailsContaining, refreshWith, verificationToken } from './clusterClient';

// node-3 is stopped and node-2 killed by the last two tests; node-4 is killed mid-exam.
const NODES = 4;
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3700);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cluster-test-'));
const mailDir = path.join(dataDir, 'mail');
const PASSWORD = 'correct horse battery';

let cluster: Cluster;
let database: { url: string; drop(): Promise<void> } | undefined;
let sql: pg.Client;
const nodeUrl = (name: string) =>
  `http://127.0.0.1:${cluster.nodes.find((node) => node.name === name)!.port}`;

beforeAll(async () => {
  // With DATABASE_URL (CI), a fresh database on that server; else a local PostgreSQL of its own.
  database = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  cluster = await startCluster({
    port: PORT,
    host: '127.0.0.1',
    nodes: NODES,
    dataDir,
    databaseUrl: database?.url,
    output: 'ignore',
    env: {
      RATE_LIMIT_IP_MAX: '100000',
      RATE_LIMIT_ACCOUNT_MAX: '5',
      REFRESH_GRACE_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
  });
  sql = new pg.Client({ connectionString: cluster.databaseUrl });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A verified learner, registered and verified through the balancer. */
async function newLearner(label: string): Promise<string> {
  const email = `${label}.${Date.now().toString(36)}@example.com`;
  const registered = await call(cluster.url, 'POST', '/api/auth/register', {
    name: 'Asha Verma',
    email,
    password: PASSWORD,
    dob: '1998-04-12',
  });
  expect(registered.status).toBe(201);
  const token = await eventually(
    'the verification mail',
    async () => verificationToken(mailDir, email),
    10_000,
  );
  expect((await call(cluster.url, 'GET', `/api/auth/verify-email/${token}`)).status).toBe(200);
  return email;
}

/**
 * A call as the exam room makes it: what it keeps on the device is sent again, after a growing
 * pause, while the answer is none (a reset) or a failing or busy node's; each resend is counted.
 */
async function asTheRoom(
  send: () => ReturnType<typeof call>,
  resent: () => void,
): ReturnType<typeof call> {
  for (let pause = 100; ; pause = Math.min(1000, pause * 2)) {
    const answer = await send().catch(() => ({ status: 0, node: null, json: undefined }));
    if (answer.status !== 0 && answer.status < 500) return answer;
    resent();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

it('spreads requests over every node, each answer naming its node', async () => {
  const served = new Set<string>();
  for (let i = 0; i < 3 * NODES; i += 1) {
    const answer = await call(cluster.url, 'GET', '/api/courses?page=1');
    expect(answer.status).toBe(200);
    served.add(answer.node!);
  }
  expect([...served].sort()).toEqual(cluster.nodes.map((node) => node.name).sort());
});

it('trips the sign-in limit after as many attempts as one node allows', async () => {
  const attempts = async (base: string, email: string) => {
    const answers: Array<{ status: number; json: unknown }> = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        await call(base, 'POST', '/api/auth/login', { email, password: 'wrong password!' }),
      );
    return answers;
  };
  const throughBalancer = await attempts(cluster.url, await newLearner('limit-cluster'));
  const oneNode = await attempts(nodeUrl('node-1'), await newLearner('limit-node'));
  const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status);
  expect(statuses(throughBalancer)).toEqual([401, 401, 401, 401, 401, 429]);
  expect(statuses(oneNode)).toEqual(statuses(throughBalancer));
  expect(throughBalancer[5]!.json).toMatchObject({ message: TOO_MANY_SIGN_INS });
});

it('detects a refresh token used twice when the two uses reach different nodes', async () => {
  const email = await newLearner('refresh');
  const login = await call(nodeUrl('node-1'), 'POST', '/api/auth/login', {
    email,
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  const first = login.cookie!;
  const rotated = await refreshWith(nodeUrl('node-2'), first);
  expect(rotated.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // past the grace window
  const reused = await refreshWith(nodeUrl('node-3'), first);
  expect(reused.status).toBe(401);
  // The whole family is revoked: the token handed out by the rotation no longer works either.
  expect((await refreshWith(nodeUrl('node-1'), rotated.cookie!)).status).toBe(401);
});

it('shows a course change made anywhere on every node within a second', async () => {
  const titleOn = async (name: string) =>
    (
      (await call(nodeUrl(name), 'GET', '/api/courses?page=1')).json as {
        data: { title: string }[];
      }
    ).data[0]!.title;
  for (const node of cluster.nodes) await titleOn(node.name); // every node has it cached
  const before = await titleOn('node-1');
  const renamed = `${before} (cluster edition)`;
  const changedAt = Date.now();
  await sql.query(
    `UPDATE courses SET title = $1
     WHERE id = (SELECT id FROM courses WHERE published_at IS NOT NULL ORDER BY created_at, id LIMIT 1)`,
    [renamed],
  );
  for (const node of cluster.nodes)
    await eventually(
      `${node.name} sees the change`,
      async () => ((await titleOn(node.name)) === renamed ? true : undefined),
      1000 - (Date.now() - changedAt) + 200,
    );
});

it('sends each mail of a burst exactly once', async () => {
  const marker = `burst-${Date.now().toString(36)}`;
  const subjects = Array.from({ length: 30 }, (_, i) => `${marker}-${i}`);
  const answers = await Promise.all(
    subjects.map((subject) =>
      call(cluster.url, 'POST', '/contact', {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        subject,
        message: 'Do the IELTS courses include mock tests?',
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(subjects.map(() => 201));
  await eventually(
    'every mail of the burst',
    async () => (mailsContaining(mailDir, marker).length >= subjects.length ? true : undefined),
    15_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000)); // a duplicate would show by now
  // The subject ends its header line, so `-1` does not also count the mail of `-10`.
  const mailsOf = (subject: string) =>
    mailsContaining(mailDir, marker).filter((mail) =>
      new RegExp(`^Subject: Contact form: ${subject}\\r?$`, 'm').test(mail),
    );
  for (const subject of subjects) expect(mailsOf(subject)).toHaveLength(1);
});

it('keeps every answer and the deadline of a candidate whose node is killed mid-attempt', async () => {
  const email = await newLearner('exam-kill');
  const user = await sql.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const order = await sql.query<{ id: string }>(
    `INSERT INTO orders (user_id, status, subtotal, total_price, cart_fingerprint, created_at, paid_at)
     VALUES ($1, 'paid', 499, 499, 'cluster-test', now(), now()) RETURNING id`,
    [user.rows[0]!.id],
  );
  const entitlement = await sql.query<{ id: string }>(
    `INSERT INTO test_entitlements (user_id, test_id, order_id, price, expires_at)
     SELECT $1, id, $2, 499, now() + interval '180 days' FROM test_products WHERE slug = 'ielts-practice'
     RETURNING id`,
    [user.rows[0]!.id, order.rows[0]!.id],
  );
  const login = await call(cluster.url, 'POST', '/api/auth/login', { email, password: PASSWORD });
  const auth = { authorization: `Bearer ${(login.json as { accessToken: string }).accessToken}` };
  const tabId = 'cluster-kill-tab';
  const started = await call(
    cluster.url,
    'POST',
    `/api/exam/entitlements/${entitlement.rows[0]!.id}/start`,
    { mode: 'exam', tabId },
    auth,
  );
  expect(started.status).toBe(200);
  const { attempt, open } = started.json as AttemptResponse;
  const deadlineAt = attempt.sections[0]!.deadlineAt;
  expect(deadlineAt).not.toBeNull();
  const questions = open!.section.parts
    .flatMap((part) => part.groups.flatMap((group) => group.questions))
    .filter((question) => question.type === 'gap')
    .map((question) => question.id);

  // The candidate types on, a save every 50 ms, each answer changing; node-4 dies a second in.
  const sent = new Map<string, string>();
  const servedBy = new Set<string>();
  let resent = 0;
  let seq = 0;
  const began = Date.now();
  let killed = false;
  while (Date.now() - began < 5000) {
    if (!killed && Date.now() - began > 1000) {
      cluster.kill('node-4');
      killed = true;
    }
    seq += 1;
    const questionId = questions[seq % questions.length]!;
    const value = `answer ${seq}`;
    const saved = await asTheRoom(
      () =>
        call(
          cluster.url,
          'PUT',
          `/api/exam/attempts/${attempt.id}/answers`,
          {
            tabId,
            sectionId: open!.section.id,
            answers: [{ questionId, value, flagged: false, seq }],
            questionId,
          },
          auth,
        ),
      () => (resent += 1),
    );
    expect(saved.status).toBe(200);
    expect((saved.json as SaveAnswersResponse).deadlineAt).toBe(deadlineAt);
    servedBy.add(saved.node!);
    sent.set(questionId, value);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  expect(servedBy).toContain('node-4');
  expect(servedBy.size).toBeGreaterThanOrEqual(2);
  const held = await sql.query<{ question_id: string; value: string }>(
    'SELECT question_id, value FROM exam_answers WHERE attempt_id = $1',
    [attempt.id],
  );
  expect(Object.fromEntries(held.rows.map((row) => [row.question_id, row.value]))).toEqual(
    Object.fromEntries(sent),
  );
  const reopened = await call(cluster.url, 'GET', `/api/exam/attempts/${attempt.id}`, undefined, {
    ...auth,
  });
  expect(reopened.status).toBe(200);
  expect((reopened.json as AttemptResponse).attempt.sections[0]!.deadlineAt).toBe(deadlineAt);
  // Resends are how the room rides out the crash; HAProxy usually spares it any.
  expect(resent).toBeLessThan(50);
  await expect(fetch(`${nodeUrl('node-4')}/api/health`)).rejects.toThrow();
});

it('drains a node stopped with SIGTERM under load: no request fails', async () => {
  const outcomes: number[] = [];
  const started = Date.now();
  let stopped = false;
  const worker = async () => {
    while (Date.now() - started < 8000) {
      if (!stopped && Date.now() - started > 1000) {
        stopped = true;
        cluster.nodes.find((node) => node.name === 'node-3')!.process.kill('SIGTERM');
      }
      outcomes.push(
        (
          await call(cluster.url, 'GET', '/api/courses/ielts-academic-complete').catch(() => ({
            status: 0,
          }))
        ).status,
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(outcomes.length).toBeGreaterThan(100);
  expect(outcomes.filter((status) => status !== 200)).toEqual([]);
  // Stopped, not crashed: it is no longer answering.
  await expect(fetch(`${nodeUrl('node-3')}/api/health`)).rejects.toThrow();
});

it('loses no acknowledged write when a node is killed under load, and routes around it', async () => {
  const marker = `load-${Date.now().toString(36)}`;
  const acknowledged: string[] = [];
  const outcomes: Array<{ at: number; status: number }> = [];
  let sent = 0;
  let killedAt = 0;
  const worker = async () => {
    while (sent < 240) {
      const subject = `${marker}-${(sent += 1)}`;
      if (sent === 60) {
        cluster.kill('node-2');
        killedAt = Date.now();
      }
      const answer = await call(cluster.url, 'POST', '/contact', {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        subject,
        message: 'Please call me about the PTE course.',
      }).catch(() => ({ status: 0 }));
      outcomes.push({ at: Date.now(), status: answer.status });
      if (answer.status === 201) acknowledged.push(subject);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  const stored = await sql.query<{ subject: string }>(
    'SELECT subject FROM contact_messages WHERE starts_with(subject, $1)',
    [marker],
  );
  const storedSubjects = new Set(stored.rows.map((row) => row.subject));
  expect(acknowledged.filter((subject) => !storedSubjects.has(subject))).toEqual([]);
  // Only requests in flight on the killed node may fail; once its checks fail, none do.
  const failed = outcomes.filter((outcome) => outcome.status !== 201);
  expect(failed.length).toBeLessThanOrEqual(8);
  expect(failed.filter((outcome) => outcome.at > killedAt + 3000)).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(232);
});
