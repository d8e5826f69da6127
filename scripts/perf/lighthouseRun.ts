// One Lighthouse run of a page: Lighthouse's own CLI in plain Node (its page scripts must not pass
// through a TS loader), on a Chromium already started, returning its report and, when asked, the
// trace it observed. Shared by `npm run lighthouse` and scripts/perf/lighthouseTasks.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const LIGHTHOUSE_CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

export type Preset = 'desktop' | 'mobile';

/**
 * Lighthouse simulates a phone from the trace it observed (Lantern) and leaves out of that
 * simulation every main-thread task shorter than this (SIGNIFICANT_DUR_THRESHOLD_MS): only tasks
 * of this length or more can add to its total blocking time.
 */
export const LANTERN_MIN_TASK_MS = 10;

export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; styleSheetUrl?: string; type?: string } };
}

export interface LighthouseOptions {
  preset: Preset;
  /** The debugging port of the Chromium to run in. */
  port: number;
  categories: readonly string[];
  /** Lighthouse's CPU slowdown; its preset's own (4x on mobile) unless set. */
  cpuSlowdown?: number;
  /** Keep the trace Lighthouse observed (`--save-assets`). */
  withTrace?: boolean;
}

export interface LighthouseResult<Report> {
  report: Report;
  /** The observed trace's events, when asked for. */
  traceEvents?: TraceEvent[];
}

async function runOnce<Report>(
  url: string,
  options: LighthouseOptions,
): Promise<LighthouseResult<Report>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        `--port=${options.port}`,
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${options.categories.join(',')}`,
        '--quiet',
        ...(options.preset === 'desktop' ? ['--preset=desktop'] : []),
        ...(options.cpuSlowdown === undefined
          ? []
          : [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`]),
        ...(options.withTrace ? ['--save-assets'] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (!options.withTrace) return { report };
    const trace = JSON.parse(readFileSync(path.join(dir, 'report-0.trace.json'), 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    return { report, traceEvents: trace.traceEvents };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's trace sometimes comes back without the navigation's start (NO_NAVSTART, a
 * Lighthouse and Chromium hiccup, not the page's): such a run is made again, twice at most.
 */
export async function runLighthouse<Report>(
  url: string,
  options: LighthouseOptions,
): Promise<LighthouseResult<Report>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce<Report>(url, options);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('NO_NAVSTART')) throw error;
      console.warn(`${options.preset} ${url}: no navigation start in the trace, measuring again`);
    }
  }
}
