import { Mutex } from './mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Mutex', () => {
  it('runs callers one at a time, in the order they asked', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = mutex.runExclusive(
      () =>
        new Promise<void>((resolve) => {
          order.push('first start');
          releaseFirst = () => {
            order.push('first end');
            resolve();
          };
        }),
    );
    const second = mutex.runExclusive(() => {
      order.push('second');
      return 2;
    });
    await tick();
    expect(mutex.isLocked()).toBe(true);
    expect(order).toEqual(['first start']);
    releaseFirst();
    await expect(second).resolves.toBe(2);
    await first;
    expect(order).toEqual(['first start', 'first end', 'second']);
    expect(mutex.isLocked()).toBe(false);
  });

  it('lets unlock waiters go only when no caller is queued', async () => {
    const mutex = new Mutex();
    await expect(mutex.waitForUnlock()).resolves.toBeUndefined();
    let releaseFirst!: () => void;
    void mutex.runExclusive(() => new Promise<void>((resolve) => (releaseFirst = resolve)));
    let releaseSecond!: () => void;
    const second = mutex.runExclusive(
      () => new Promise<void>((resolve) => (releaseSecond = resolve)),
    );
    let unlocked = false;
    void mutex.waitForUnlock().then(() => (unlocked = true));
    await tick();
    releaseFirst();
    await tick();
    expect(unlocked).toBe(false);
    releaseSecond();
    await second;
    await tick();
    expect(unlocked).toBe(true);
  });

  it('releases the lock when the callback throws', async () => {
    const mutex = new Mutex();
    await expect(
      mutex.runExclusive(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(mutex.isLocked()).toBe(false);
  });
});
