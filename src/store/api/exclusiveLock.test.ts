import { ExclusiveLock } from './exclusiveLock';

/** A task that finishes when the test says so, recording when it started and ended. */
function controlledTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = async () => {
    log.push(`${name} started`);
    await done;
    log.push(`${name} ended`);
    return name;
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ExclusiveLock', () => {
  it('runs one task at a time, in the order they asked, each answering with its own outcome', async () => {
    const lock = new ExclusiveLock();
    const log: string[] = [];
    const first = controlledTask(log, 'first');
    const second = controlledTask(log, 'second');

    const firstResult = lock.runExclusive(first.task);
    const secondResult = lock.runExclusive(second.task);
    await settle();
    expect(log).toEqual(['first started']);
    expect(lock.isLocked()).toBe(true);

    first.finish();
    await expect(firstResult).resolves.toBe('first');
    await settle();
    expect(log).toEqual(['first started', 'first ended', 'second started']);

    second.finish();
    await expect(secondResult).resolves.toBe('second');
    await settle();
    expect(lock.isLocked()).toBe(false);
  });

  it('passes on to the next task after one fails, and the failure to its caller', async () => {
    const lock = new ExclusiveLock();
    const failed = lock.runExclusive(() => Promise.reject(new Error('refresh failed')));
    const next = lock.runExclusive(() => Promise.resolve('next'));

    await expect(failed).rejects.toThrow('refresh failed');
    await expect(next).resolves.toBe('next');
  });

  it('lets waiters go only when no task runs or waits its turn', async () => {
    const lock = new ExclusiveLock();
    const log: string[] = [];
    const first = controlledTask(log, 'first');
    const second = controlledTask(log, 'second');
    void lock.runExclusive(first.task);
    void lock.runExclusive(second.task);
    void lock.waitForUnlock().then(() => log.push('unlocked'));

    first.finish();
    await settle();
    expect(log).toEqual(['first started', 'first ended', 'second started']);

    second.finish();
    await settle();
    expect(log).toEqual([
      'first started',
      'first ended',
      'second started',
      'second ended',
      'unlocked',
    ]);
  });

  it('lets a waiter go at once when the lock is free', async () => {
    const lock = new ExclusiveLock();

    await expect(lock.waitForUnlock()).resolves.toBeUndefined();
    expect(lock.isLocked()).toBe(false);
  });
});
