// `npx tsx scripts/perf/lighthouseTasks.ts [page ...]`: where Lighthouse's mobile total blocking
// time comes from. Runs Lighthouse's mobile preset on each page (production server, slowdown
// LIGHTHOUSE_SLOWDOWN, 4 unless set; 9.4 is the calibrated one of a machine with a benchmark index
// of 2,800) keeping the trace it observed, and prints, next to its simulated TBT and long tasks,
// every task of 10 ms or more on the page's main thread in that trace: when it ran against the
// observed first paint and the trace events that filled it. Lighthouse simulates a phone from that
// trace (Lantern) and drops tasks under 10 ms from its simulation, so these are the tasks its TBT
// is made of, wherever its simulation places them.
import * as chromeLauncher from 'chrome-launcher';
import { startSite } from '../../e2e/support/site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { LANTERN_MIN_TASK_MS, runLighthouse, type TraceEvent } from './lighthouseRun';

const SLOWDOWN = Number(process.env.LIGHTHOUSE_SLOWDOWN ?? 4);

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
interface Report {
  categories: { performance: { score: number } };
  audits: {
    'total-blocking-time': { numericValue: number };
    'first-contentful-paint': { numericValue: number };
    'long-tasks': { details?: { items: LongTask[] } };
  };
}

const fileName = (url: string) => url.split('/').pop()?.split('?')[0] || 'the page';

/** One task of the observed trace: its length, its start against the first paint, its content. */
function describeTask(task: TraceEvent, inside: TraceEvent[], paintTs: number): string {
  const byName = new Map<string, number>();
  const files = new Set<string>();
  const dispatched = new Set<string>();
  for (const event of inside) {
    const type = event.args?.data?.type;
    if (event.name === 'EventDispatch' && typeof type === 'string') dispatched.add(type);
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const url = event.args?.data?.url ?? event.args?.data?.styleSheetUrl;
    if (url) files.add(fileName(url));
  }
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  const start = Math.round((task.ts - paintTs) / 1000);
  return (
    `  ${start >= 0 ? '+' : ''}${start} ms from the first paint: ${(task.dur! / 1000).toFixed(1)} ms` +
    `\n    ${top}${files.size > 0 ? `\n    files: ${[...files].join(', ')}` : ''}` +
    `${dispatched.size > 0 ? `\n    events: ${[...dispatched].join(', ')}` : ''}`
  );
}

function printRun(pagePath: string, report: Report, events: TraceEvent[]): void {
  const { audits } = report;
  const simulated = (audits['long-tasks'].details?.items ?? [])
    .map((task) => `${fileName(task.url)} ${Math.round(task.duration)} ms`)
    .join('; ');
  console.info(
    `${pagePath} at ${SLOWDOWN}x: performance ${Math.round(report.categories.performance.score * 100)}, ` +
      `TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, first paint ` +
      `${Math.round(audits['first-contentful-paint'].numericValue)} ms (simulated)\n` +
      `  Lighthouse's long tasks (simulated): ${simulated || 'none'}\n` +
      `  Tasks of ${LANTERN_MIN_TASK_MS} ms or more in the trace it observed (unthrottled):`,
  );
  const paint = events.findLast((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`${pagePath}: no first contentful paint in Lighthouse's trace`);
  const onMain = events.filter(
    (event) => event.pid === paint.pid && event.tid === paint.tid && event.dur,
  );
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.dur! < LANTERN_MIN_TASK_MS * 1000) continue;
    const inside = onMain.filter(
      (event) => event.name !== 'RunTask' && event.ts > task.ts && event.ts < task.ts + task.dur!,
    );
    console.info(describeTask(task, inside, paint.ts));
  }
}

async function main() {
  const pages = process.argv.slice(2);
  if (pages.length === 0) pages.push('/courses/ielts-academic-complete');
  const site = await startSite({ LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    for (const pagePath of pages) {
      // A server in use has drawn its pages before.
      await fetch(`${site.url}${pagePath}`, { headers: { accept: 'text/html' } });
      const { report, traceEvents } = await runLighthouse<Report>(`${site.url}${pagePath}`, {
        preset: 'mobile',
        port: chrome.port,
        categories: ['performance'],
        cpuSlowdown: SLOWDOWN,
        withTrace: true,
      });
      printRun(pagePath, report, traceEvents!);
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
}

void main();
