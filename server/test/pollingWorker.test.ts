import { createPollingWorker, type PolledWork } from '../src/lib/pollingWorker';

// The one worker behind the job queue and the mail outbox (each configures it in its plugin):
// when it runs, one run at a time, looking again when called during a run, polling, pruning
// hourly, and stopping. The tables' own behaviour is in jobs.test.ts and mailOutbox.test.ts.

const BATCH = 3;

/** A table with `due` rows due; a run takes up to a batch, optionally held until released. */
function table(due: number) {
  const state = {
    due,
    runs: 0,
    prunes: 0,
    stoppingSeen: [] as boolean[],
    hold: undefined as Promise<void> | undefined,
    fail: undefined as Error | undefined,
  };
  const work: PolledWork = {
    batchSize: BATCH,
    async runDue({ stopping }) {
      state.runs += 1;
      if (state.fail) throw state.fail;
      // The rows due when the batch is claimed; handling them may take a while.
      const taken = Math.min(BATCH, state.due);
      state.due -= taken;
      if (state.hold) await state.hold;
      state.stoppingSeen.push(stopping());
      return taken;
    },
    async prune() {
      state.prunes += 1;
    },
  };
  return { state, work };
}

const log = () => ({ error: jest.fn() });

afterEach(() => jest.useRealTimers());

it('runs batches until one is not full, and not at all until told when polling is off', async () => {
  const { state, work } = table(7);
  const worker = createPollingWorker({ work, pollMs: 0, log: log(), failure: 'Run failed' });
  worker.start();
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(state.runs).toBe(0);
  await worker.run();
  // 3 + 3 + 1: the short batch says nothing is left.
  expect(state.runs).toBe(3);
  expect(state.due).toBe(0);
});

it('runs one at a time: a call during a run makes it look again, and waits for that look', async () => {
  const { state, work } = table(1);
  let release!: () => void;
  state.hold = new Promise<void>((resolve) => (release = resolve));
  const worker = createPollingWorker({ work, pollMs: 0, log: log(), failure: 'Run failed' });
  const first = worker.run();
  await Promise.resolve();
  // Rows committed while the first look is under way.
  state.due += 1;
  const second = worker.run();
  const third = worker.run();
  expect(second).toBe(first);
  expect(third).toBe(first);
  release();
  await second;
  expect(state.due).toBe(0);
  // The first look and one more for both later calls, not one each.
  expect(state.runs).toBe(2);
});

it('polls every pollMs once started, prunes hourly, and keeps polling after a failed run', async () => {
  jest.useFakeTimers();
  const { state, work } = table(0);
  const logger = log();
  const worker = createPollingWorker({ work, pollMs: 1000, log: logger, failure: 'Run failed' });
  worker.start();
  worker.start(); // a second start does not double the polling
  await jest.advanceTimersByTimeAsync(999);
  expect(state.runs).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(state.runs).toBe(1);
  await jest.advanceTimersByTimeAsync(4000);
  expect(state.runs).toBe(5);
  expect(state.prunes).toBe(0);

  state.fail = new Error('database unreachable');
  await jest.advanceTimersByTimeAsync(1000);
  expect(logger.error).toHaveBeenCalledWith({ err: state.fail }, 'Run failed');
  state.fail = undefined;
  await jest.advanceTimersByTimeAsync(1000);
  expect(state.runs).toBe(7);

  await jest.advanceTimersByTimeAsync(60 * 60_000);
  expect(state.prunes).toBe(1);
  await worker.stop();
});

it('stops: the run in hand ends, told it is stopping, and none starts after', async () => {
  jest.useFakeTimers();
  const { state, work } = table(10);
  let release!: () => void;
  state.hold = new Promise<void>((resolve) => (release = resolve));
  const worker = createPollingWorker({ work, pollMs: 1000, log: log(), failure: 'Run failed' });
  worker.start();
  await jest.advanceTimersByTimeAsync(1000);
  expect(state.runs).toBe(1);

  let stopped = false;
  const stopping = worker.stop().then(() => (stopped = true));
  await jest.advanceTimersByTimeAsync(10);
  expect(stopped).toBe(false);
  release();
  await stopping;
  // The batch in hand saw the stop, and no further batch was taken though rows are left.
  expect(state.stoppingSeen).toEqual([true]);
  expect(state.runs).toBe(1);

  await worker.run();
  worker.start();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(state.runs).toBe(1);
});
