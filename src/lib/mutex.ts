/**
 * A lock for async work, as much of async-mutex's Mutex as the API's refresh rule uses
 * (src/store/api/reauthBaseQuery.ts), in a tenth of its size: callers run one at a time in the
 * order they asked, and waiters for the unlock are let go only when no caller is queued.
 */
export class Mutex {
  private locked = false;
  private readonly queue: (() => void)[] = [];
  private unlockWaiters: (() => void)[] = [];

  isLocked(): boolean {
    return this.locked;
  }

  /** Runs `callback` once the lock is free, holding it until the callback settles. */
  async runExclusive<T>(callback: () => T | Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await callback();
    } finally {
      this.release();
    }
  }

  /** Resolves when the lock is free (at once if it is), without taking it. */
  waitForUnlock(): Promise<void> {
    if (!this.locked) return Promise.resolve();
    return new Promise((resolve) => this.unlockWaiters.push(resolve));
  }

  private acquire(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) {
      next(); // handed over: stays locked
      return;
    }
    this.locked = false;
    const waiters = this.unlockWaiters;
    this.unlockWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
