// `npx tsx scripts/perf/firstLoadTrace.ts [runs] [page ...]`: cold loads of server-drawn pages in
// Chromium (a new profile each, Lighthouse's phone screen, no throttling) on the production
// server, with a trace. Per load it prints the blocking estimate: the sum over the main thread's
// tasks of 10 ms or more after the first contentful paint (from the paint on) of S × duration −
// 50 ms (what Lighthouse counts for an S times slower phone: its simulation leaves out shorter
// tasks; S is TRACE_SLOWDOWN, 4 unless set, e.g. 9.4 for the calibrated slowdown of a machine
// with a benchmark index of 2,800); per page the best and the median of it, of the main thread's
// busy time after the first paint, and of the number of tasks that would block. TRACE_DETAIL=1
// also lists each task that would block, with what ran in it: the source files (read through the
// build's source maps) that took its JavaScript samples, and the nearest of the app's own files
// up each sample's stack. Lighthouse's figures on a shared machine swing too much to tell one
// change from another; the best of several traces does not. scripts/perf/lighthouseTasks.ts shows
// the tasks of Lighthouse's own trace, before the first paint too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { startSite } from '../../e2e/support/site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { LANTERN_MIN_TASK_MS } from './lighthouseRun';

const DIST = path.resolve(__dirname, '../../dist');
/** Long enough for the deferred parts' idle turns and the lazy code after them. */
const SETTLE_MS = 6_000;
const SLOWDOWN = Number(process.env.TRACE_SLOWDOWN ?? 4);
/** At that slowdown, a task Lighthouse keeps blocks (over 50 ms) from this many real ms on. */
const BLOCKING_MS = Math.max(50 / SLOWDOWN, LANTERN_MIN_TASK_MS);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface ProfileChunk {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();

function sourceMap(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const file = `${path.join(DIST, new URL(url).pathname)}.map`;
    consumers.set(
      url,
      existsSync(file)
        ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as never)
        : null,
    );
  }
  return consumers.get(url)!;
}

/** A sample's frame as a source file, or an npm package (MUI's and Emotion's by their part). */
function sourceOf(frame: CallFrame): string {
  if (!frame.url?.startsWith('http')) return `(${frame.functionName || 'native'})`;
  const position = sourceMap(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!position?.source) return path.basename(new URL(frame.url).pathname);
  const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/([^/]+))?/.exec(source);
  if (!inPackage) return source;
  const [, name, part] = inPackage;
  return /^@(mui|emotion)\//.test(name!) && part ? `${name}/${part}` : name!;
}

interface Load {
  estimate: number;
  /** The main thread's time in tasks after the first paint. */
  busy: number;
  /** Tasks after the first paint that would block. */
  blocking: number;
  tasks: string[];
}

/** One cold load: the main thread's tasks after the first contentful paint. */
async function load(browser: Browser, url: string): Promise<Load> {
  // Lighthouse's mobile screen: a phone of 412 × 823 CSS pixels at 1.75 device pixels each.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'toplevel',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  const events = trace.traceEvents;
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
  const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid;
  const tasks = events
    .filter(
      (event) =>
        onMain(event) && event.name === 'RunTask' && event.ts + (event.dur ?? 0) > paint.ts,
    )
    .sort((a, b) => a.ts - b.ts);

  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== paint.pid) continue;
    if (event.name === 'Profile') time = Number(event.args?.data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const chunk = event.args!.data as ProfileChunk;
    for (const node of chunk.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (chunk.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += chunk.timeDeltas?.[index] ?? 0;
      samples.push({ ts: time, node });
    });
  }

  let estimate = 0;
  let busy = 0;
  let blocking = 0;
  const described: string[] = [];
  for (const task of tasks) {
    // As Lighthouse counts it, a task under way at the first paint counts from the paint on.
    const ms = (task.ts + (task.dur ?? 0) - Math.max(task.ts, paint.ts)) / 1000;
    if ((task.dur ?? 0) / 1000 >= LANTERN_MIN_TASK_MS) estimate += Math.max(0, SLOWDOWN * ms - 50);
    busy += ms;
    if (ms <= BLOCKING_MS) continue;
    blocking += 1;
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur!);
    const own = new Map<string, number>();
    const app = new Map<string, number>();
    for (const sample of inTask) {
      const node = nodes.get(sample.node);
      if (!node) continue;
      const source = sourceOf(node.callFrame);
      own.set(source, (own.get(source) ?? 0) + 1);
      for (let up: ProfileNode | undefined = node; up; up = nodes.get(up.parent ?? -1)) {
        const appSource = sourceOf(up.callFrame);
        if (!appSource.startsWith('src/')) continue;
        app.set(appSource, (app.get(appSource) ?? 0) + 1);
        break;
      }
    }
    const top = (counts: Map<string, number>) =>
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, count]) => `${name} ${Math.round((100 * count) / inTask.length)} %`)
        .join(', ');
    described.push(
      `  +${Math.round((task.ts - paint.ts) / 1000)} ms: ${ms.toFixed(1)} ms\n` +
        `    samples in: ${top(own)}\n    under the app's: ${top(app)}`,
    );
  }
  return { estimate, busy, blocking, tasks: described };
}

async function main() {
  const [runsArgument = '5', ...pageArguments] = process.argv.slice(2);
  const runs = Number(runsArgument);
  const pages = pageArguments.length > 0 ? pageArguments : ['/courses/ielts-academic-complete'];
  const site = await startSite({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // A server in use has drawn its pages before.
    for (const page of pages)
      await fetch(`${site.url}${page}`, { headers: { accept: 'text/html' } });
    for (const page of pages) {
      const loads: Load[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await load(browser, `${site.url}${page}`);
        loads.push(result);
        console.info(
          `${page}, load ${run}: ${Math.round(result.estimate)} ms at ${SLOWDOWN}x, busy ` +
            `${Math.round(result.busy)} ms, ${result.blocking} tasks over ${BLOCKING_MS.toFixed(1)} ms`,
        );
        if (process.env.TRACE_DETAIL) console.info(result.tasks.join('\n'));
      }
      const bestAndMedian = (key: 'estimate' | 'busy' | 'blocking') => {
        const sorted = loads.map((result) => result[key]).sort((a, b) => a - b);
        return `best ${Math.round(sorted[0]!)}, median ${Math.round(sorted[Math.floor(runs / 2)]!)}`;
      };
      console.info(
        `${page}: blocking at ${SLOWDOWN}x ${bestAndMedian('estimate')} ms; busy ` +
          `${bestAndMedian('busy')} ms; tasks over ${BLOCKING_MS.toFixed(1)} ms ${bestAndMedian('blocking')}`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

void main();
