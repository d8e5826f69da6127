/**
 * Counts events per key (an email address) in fixed windows, in memory. @fastify/rate-limit covers
 * the per-IP limits; this one stops guessing one account's password from many addresses.
 */
export class AccountLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled = true,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    if (!this.enabled) return false;
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > this.now() && window.count >= this.max;
  }

  hit(key: string): void {
    if (!this.enabled) return;
    const now = this.now();
    const window = this.windows.get(key);
    if (window && window.resetAt > now) {
      window.count += 1;
      return;
    }
    if (this.windows.size > 50_000) this.prune(now);
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
