import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db';
import { openPostgres } from '../src/db/postgres';
import { claimDueJobs, insertJob, markJobDone } from '../src/repositories/jobs';
import { createJobQueue, jobRetryDelaySeconds } from '../src/services/jobs/queue';
import { appOn } from './helpers/testApp';
import { migratedDbPerFile, usingPostgres } from './helpers/testDb';

// The durable job queue on the engine the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).

declare module '../src/services/jobs/kinds' {
  interface JobPayloads {
    /** A kind of this test's own, which no plugin of the app handles. */
    'test.echo': { attemptId: string; sectionId: string };
  }
}

const TOKEN = 'Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC10b2tlbi0y';

/** Log lines as one string, to check what they say and never contain. */
function captureLog() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  return { log: { warn: write, error: write }, text: () => lines.join('\n') };
}

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  wait_seconds: string;
  finished_at: Date | null;
}

const database = migratedDbPerFile();
let db: Db;
beforeAll(() => {
  db = database();
});
beforeEach(() => db.query('DELETE FROM jobs'));

async function row(id: string): Promise<Row> {
  const result = await db.query<Row>(
    `SELECT status, attempts, last_error, finished_at,
            extract(epoch FROM run_at - now()) AS wait_seconds
     FROM jobs WHERE id = $1`,
    [id],
  );
  return result.rows[0]!;
}

/** Time passes: every waiting job is due now. */
const makeDue = () =>
  db.query("UPDATE jobs SET run_at = now() - interval '1 second' WHERE status = 'pending'");

const payload = (n: number) => ({ attemptId: `attempt-${n}`, sectionId: 'listening' });

describe('scheduling', () => {
  it('a job scheduled in a transaction that rolls back never runs', async () => {
    const onDue = jest.fn();
    const queue = createJobQueue({ db, log: captureLog().log, onDue });
    const handler = jest.fn(async () => undefined);
    queue.handle('exam.closeSection', handler);
    await expect(
      db.transaction(async (tx) => {
        await queue.schedule('exam.closeSection', payload(1), { tx });
        throw new Error('the data failed');
      }),
    ).rejects.toThrow('the data failed');
    expect(await queue.runDue()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect(onDue).not.toHaveBeenCalled();
  });

  it('a job due now is announced once its transaction commits, then runs with its payload', async () => {
    const onDue = jest.fn();
    const queue = createJobQueue({ db, log: captureLog().log, onDue });
    const handler = jest.fn(async () => undefined);
    queue.handle('exam.closeSection', handler);
    const scheduled = await db.transaction(async (tx) => {
      const job = await queue.schedule('exam.closeSection', payload(2), { tx });
      expect(onDue).not.toHaveBeenCalled();
      return job;
    });
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(await queue.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledWith(
      payload(2),
      expect.objectContaining({ id: scheduled.id, kind: 'exam.closeSection', attempts: 1 }),
    );
    expect(await row(scheduled.id)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await row(scheduled.id)).finished_at).not.toBeNull();
    expect(await queue.runDue()).toBe(0);
  });

  it('a job for later waits for its time', async () => {
    const onDue = jest.fn();
    const queue = createJobQueue({ db, log: captureLog().log, onDue });
    const handler = jest.fn(async () => undefined);
    queue.handle('exam.closeSection', handler);
    const { id } = await queue.schedule('exam.closeSection', payload(3), {
      runAt: new Date(Date.now() + 60_000),
    });
    expect(onDue).not.toHaveBeenCalled();
    expect(await queue.runDue()).toBe(0);
    await makeDue();
    expect(await queue.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await row(id)).toMatchObject({ status: 'done' });
  });

  it('a dedupe key makes scheduling again a no-op while the job waits, not once it is done', async () => {
    const queue = createJobQueue({ db, log: captureLog().log });
    const handler = jest.fn(async () => undefined);
    queue.handle('exam.closeSection', handler);
    const first = await queue.schedule('exam.closeSection', payload(4), { dedupeKey: 'a:s' });
    const again = await queue.schedule('exam.closeSection', payload(4), { dedupeKey: 'a:s' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    // The same key on another kind is another job.
    const other = await queue.schedule('exam.sectionClosed', payload(4), { dedupeKey: 'a:s' });
    expect(other.created).toBe(true);

    expect(await queue.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    const later = await queue.schedule('exam.closeSection', payload(4), { dedupeKey: 'a:s' });
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it('claims only the kinds this process handles', async () => {
    const queue = createJobQueue({ db, log: captureLog().log });
    queue.handle('exam.closeSection', async () => undefined);
    const { id } = await queue.schedule('exam.sectionClosed', payload(5));
    expect(await queue.runDue()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(() => queue.handle('exam.closeSection', async () => undefined)).toThrow(
      'A handler for exam.closeSection is already registered.',
    );
  });
});

describe('retries', () => {
  it('waits 5 s doubled per failed run, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 12, 20].map(jobRetryDelaySeconds)).toEqual([
      5, 10, 20, 40, 640, 3600, 3600,
    ]);
  });

  it('a failed run is retried after its wait, with a short error without URLs or tokens', async () => {
    const { log, text } = captureLog();
    const queue = createJobQueue({ db, log });
    let runs = 0;
    queue.handle('exam.closeSection', async () => {
      runs += 1;
      if (runs === 1)
        throw new Error(`Could not reach https://storage.example.com/x?token=${TOKEN}\nstack`);
    });
    const { id } = await queue.schedule('exam.closeSection', payload(6));

    expect(await queue.runDue()).toBe(1);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toBe('Could not reach [url]');
    expect(Number(waiting.wait_seconds)).toBeGreaterThan(3);
    expect(Number(waiting.wait_seconds)).toBeLessThanOrEqual(5);
    expect(await queue.runDue()).toBe(0); // not due yet

    await makeDue();
    expect(await queue.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
    expect(runs).toBe(2);
    expect(text()).toContain('Job failed');
    expect(text()).not.toContain(TOKEN);
  });

  it('after its last allowed run a job is failed, its error kept, and never run again', async () => {
    const { log, text } = captureLog();
    const queue = createJobQueue({ db, log, settings: { maxAttempts: 3 } });
    let runs = 0;
    queue.handle('exam.closeSection', async () => {
      runs += 1;
      throw Object.assign(new Error(`disk full after run ${runs}`), { code: 'ENOSPC' });
    });
    const { id } = await queue.schedule('exam.closeSection', payload(7));
    for (let run = 1; run <= 3; run += 1) {
      expect(await queue.runDue()).toBe(1);
      await makeDue();
    }
    expect(await queue.runDue()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'ENOSPC disk full after run 3',
    });
    expect(failed.finished_at).not.toBeNull();
    expect(runs).toBe(3);
    expect(text()).toContain('Job given up on');
  });

  it('a job scheduled with its own limit keeps it', async () => {
    const queue = createJobQueue({ db, log: captureLog().log });
    queue.handle('exam.closeSection', async () => {
      throw new Error('no');
    });
    const { id } = await queue.schedule('exam.closeSection', payload(8), { maxAttempts: 1 });
    expect(await queue.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('leases', () => {
  it('a job whose process died is run again once its lease has run out, by another', async () => {
    const queue = createJobQueue({ db, log: captureLog().log });
    const handler = jest.fn(async () => undefined);
    queue.handle('exam.closeSection', handler);
    const { id } = await queue.schedule('exam.closeSection', payload(9));
    // Another process claims the job, then dies before it finishes.
    expect(await claimDueJobs(db, ['exam.closeSection'], 10, 300)).toHaveLength(1);
    expect(await queue.runDue()).toBe(0);

    await db.query("UPDATE jobs SET locked_until = now() - interval '1 second'");
    expect(await queue.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2 });

    // The first claim's holder coming back late does not change the newer claim's outcome.
    await db.query("UPDATE jobs SET status = 'running', finished_at = NULL WHERE id = $1", [id]);
    await markJobDone(db, id, 1);
    expect(await row(id)).toMatchObject({ status: 'running' });
  });

  it('a job whose last allowed run died with its process is failed, not run a further time', async () => {
    const { log, text } = captureLog();
    const queue = createJobQueue({ db, log });
    const handler = jest.fn(async () => undefined);
    queue.handle('exam.closeSection', handler);
    const { id } = await queue.schedule('exam.closeSection', payload(10), { maxAttempts: 1 });
    expect(await claimDueJobs(db, ['exam.closeSection'], 10, 300)).toHaveLength(1);
    await db.query("UPDATE jobs SET locked_until = now() - interval '1 second'");
    expect(await queue.runDue()).toBe(1);
    expect(handler).not.toHaveBeenCalled();
    expect(await row(id)).toMatchObject({
      status: 'failed',
      last_error: 'Its process stopped while running it.',
    });
    expect(text()).toContain('Job given up on');
  });

  it('jobs claimed when the process is already stopping are handed back at once', async () => {
    const queue = createJobQueue({ db, log: captureLog().log });
    const handler = jest.fn(async () => undefined);
    queue.handle('exam.closeSection', handler);
    const { id } = await queue.schedule('exam.closeSection', payload(11));
    expect(await queue.runDue({ stopping: () => true })).toBe(1);
    expect(handler).not.toHaveBeenCalled();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

const BURST = 200;

async function scheduleBurst(on: Db): Promise<void> {
  await on.transaction(async (tx) => {
    for (let n = 0; n < BURST; n += 1)
      await insertJob(tx, { kind: 'exam.closeSection', payload: payload(n) });
  });
}

/** A handler that takes a moment (so parallel workers overlap) and counts runs per job. */
function countingHandler() {
  const runs = new Map<string, number>();
  const handler = async (job: { attemptId: string }) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    runs.set(job.attemptId, (runs.get(job.attemptId) ?? 0) + 1);
  };
  return { runs, handler };
}

async function expectEachRunOnce(runs: Map<string, number>) {
  expect(runs.size).toBe(BURST);
  expect([...runs.values()].filter((count) => count !== 1)).toEqual([]);
  const left = await db.query("SELECT id FROM jobs WHERE status <> 'done'");
  expect(left.rowCount).toBe(0);
}

(usingPostgres() ? describe : describe.skip)('four processes on PostgreSQL', () => {
  it('a burst of jobs runs exactly once across workers racing on their own pools', async () => {
    await scheduleBurst(db);
    const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const pools = Array.from({ length: 4 }, () => openPostgres(url.href, 3));
    const { runs, handler } = countingHandler();
    const claims = [0, 0, 0, 0];
    try {
      await Promise.all(
        pools.map(async (pool, n) => {
          const queue = createJobQueue({
            db: pool,
            log: captureLog().log,
            settings: { batchSize: 5 },
          });
          queue.handle('exam.closeSection', handler);
          for (let claimed = 1; claimed > 0; claims[n] += claimed) claimed = await queue.runDue();
        }),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
    await expectEachRunOnce(runs);
    expect(claims.reduce((a, b) => a + b)).toBe(BURST);
    // They really did share the work.
    expect(claims.filter((count) => count > 0).length).toBeGreaterThan(1);
  }, 60_000);
});

(usingPostgres() ? describe.skip : describe)('four processes on PGlite', () => {
  it('a burst of jobs runs exactly once across workers taking turns', async () => {
    await scheduleBurst(db);
    const { runs, handler } = countingHandler();
    const queues = Array.from({ length: 4 }, () => {
      const queue = createJobQueue({ db, log: captureLog().log, settings: { batchSize: 7 } });
      queue.handle('exam.closeSection', handler);
      return queue;
    });
    let claimed: number;
    do {
      claimed = 0;
      for (const queue of queues) claimed += await queue.runDue();
    } while (claimed > 0);
    await expectEachRunOnce(runs);
  }, 60_000);
});

describe('in the app', () => {
  it('a job due now runs once its transaction commits; tasks.idle() waits for it', async () => {
    const t = await appOn(db);
    try {
      const seen: string[] = [];
      t.app.jobs.handle('test.echo', async (job) => void seen.push(job.attemptId));
      await t.app.db.transaction((tx) => t.app.jobs.schedule('test.echo', payload(1), { tx }));
      await t.app.jobs.schedule('test.echo', payload(2));
      await t.app.tasks.idle();
      expect(seen.sort()).toEqual(['attempt-1', 'attempt-2']);
    } finally {
      await t.close();
    }
  });

  it('polls for jobs scheduled elsewhere when JOBS_POLL_MS is set', async () => {
    const t = await appOn(db, { jobs: { pollMs: 20 } });
    try {
      const seen: string[] = [];
      t.app.jobs.handle('test.echo', async (job) => void seen.push(job.attemptId));
      await t.app.ready();
      // Queued by another process: nobody here is told.
      await insertJob(db, { kind: 'test.echo', payload: payload(3) });
      for (let waited = 0; seen.length === 0 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toEqual(['attempt-3']);
    } finally {
      await t.close();
    }
  });

  it('closing lets the job in hand finish', async () => {
    const t = await appOn(db);
    let finishJob!: () => void;
    let jobStarted!: () => void;
    const started = new Promise<void>((resolve) => (jobStarted = resolve));
    t.app.jobs.handle('test.echo', () => {
      jobStarted();
      return new Promise<void>((resolve) => (finishJob = resolve));
    });
    await t.app.ready();
    const { id } = await t.app.jobs.schedule('test.echo', payload(4));
    await started;
    let closed = false;
    const closing = t.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    finishJob();
    await closing;
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('settings', () => {
  const env = {
    DATA_DIR: path.join(os.tmpdir(), 'academy-jobs-config'),
    JWT_SECRET: 'j'.repeat(32),
    COOKIE_SECRET: 'c'.repeat(32),
    TEST_PAYMENT_SECRET: 't'.repeat(32),
  };

  it('polls every second and leases for 5 minutes unless told otherwise', () => {
    expect(loadConfig(env).jobs).toEqual({
      pollMs: 1000,
      leaseSeconds: 300,
      maxAttempts: 8,
      batchSize: 10,
    });
    expect(loadConfig({ ...env, JOBS_POLL_MS: '0', JOBS_LEASE_SECONDS: '60' }).jobs).toMatchObject({
      pollMs: 0,
      leaseSeconds: 60,
    });
  });

  it('refuses a negative poll interval and a lease of 0', () => {
    expect(() => loadConfig({ ...env, JOBS_POLL_MS: '-1' })).toThrow(
      'JOBS_POLL_MS must be a non-negative integer, got "-1".',
    );
    expect(() => loadConfig({ ...env, JOBS_LEASE_SECONDS: '0' })).toThrow(
      'JOBS_LEASE_SECONDS must be a positive integer',
    );
  });
});
