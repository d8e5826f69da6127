/**
 * One task at a time, in the order they asked: the lock behind the refresh-on-401 rule
 * (reauthBaseQuery.ts). The three calls it uses, written out here rather than taken from
 * async-mutex, whose semaphores, priorities, timeouts and cancelling would be in every first load.
 */
export class ExclusiveLock {
  /** Tasks running or queued. */
  private pending = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private idleWaiters: (() => void)[] = [];

  /** True while a task runs (or waits its turn). */
  isLocked(): boolean {
    return this.pending > 0;
  }

  /** Runs `task` once every task queued before it has settled; its outcome is the task's. */
  runExclusive<T>(task: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const result = this.queue.then(task);
    const settled = () => {
      this.pending -= 1;
      if (this.pending === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    };
    this.queue = result.then(settled, settled);
    return result;
  }

  /** Resolves once no task runs or waits: at once when the lock is free. */
  waitForUnlock(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
