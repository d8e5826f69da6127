/**
 * Lighthouse's mobile preset slows the CPU down by a constant 4x, which lands a high-end desktop
 * in the mid-tier mobile bracket but a slow or busy machine far below it. Lighthouse's throttling
 * documentation ("Calibrating the CPU slowdown") has the multiplier follow the host's
 * `benchmarkIndex` instead, as its CPU slowdown calculator does: piecewise linear through 150 →
 * 1x, 800 → 2x, 1300 → 3x, and one more step for every 233 above 1300 (1533 → 4x, 2000 → 6x).
 */
export const DEFAULT_MOBILE_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes a host of this benchmark index a mid-tier phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  // A host slower than a mid-tier phone is not sped up: no slowdown at all is the floor.
  return Math.max(1, Math.round(multiplier * 100) / 100);
}
