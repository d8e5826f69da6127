// `npm run bench:video`: how fast a lesson's video starts. The production server (built first when
// dist/ is missing or stale) on loopback with a fresh embedded database and the seeded lessons; a
// learner who bought a course opens its lesson in Debian's Chromium, a new context (cold cache)
// each run, presses the player's Play button with the mouse, and the time from that click to the
// video's `playing` event and to its clock moving is taken (and, from the page's navigation, the
// time to the video's metadata, which preload="metadata" fetches before Play).
//
// Twice over: with the seeded video (smaller than what Chromium reads ahead, so its
// whole file may come before it plays however it is served), then with a long one uploaded by
// staff through the console's API (the seeded clip looped past budgets.json's
// video.longLessonMb), where a browser that had to fetch the whole file first would show it.
// Informative runs follow: on a throttled broadband profile, and with Play pressed the moment the
// player shows, before its metadata has come.
//
// Prints every run (the video's requests, their Range headers and answers, bytes received before
// playing against the file's size), writes reports/video.json, and fails when a median is over
// video.maxStartMs, a request of the video was not answered 206 with its range, or the long
// lesson's whole file came before it played.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { LearnCourseResponse } from '@contract/types';
import { startSite, type Site } from '../../e2e/support/site';
import { SEED_MEDIA_DIR } from '../../server/src/seed/content/mediaManifest';
import { launchChromium } from '../chromium';
import { buyCourse, signUp, type BenchLearner } from './benchLearners';
import { grantStaff, uploadLessonVideo } from './benchStaff';
import budgets from './budgets.json';
import { loopMp4 } from './loopedMp4';
import { kb, printTable, writeReport } from './reportTable';
import {
  measureVideoStart,
  type Conditions,
  type NetworkProfile,
  type StartRun,
} from './videoProbe';

const { maxStartMs, runs, longLessonMb, throttled } = budgets.video as {
  maxStartMs: number;
  runs: number;
  longLessonMb: number;
  throttled: NetworkProfile;
};
const PROFILE = `${throttled.downloadMbps} Mbit/s, ${throttled.latencyMs} ms`;
/** Informative runs beside the measured ones: shaped network, and Play pressed at once. */
const INFORMATIVE: Record<string, Conditions> = {
  [PROFILE]: { network: throttled },
  'at once, loopback': { atOnce: true },
  [`at once, ${PROFILE}`]: { atOnce: true, network: throttled },
};

interface VideoLesson {
  courseId: string;
  id: string;
  path: string;
}

/** The first course of the catalogue with a video lesson that only its buyers may watch. */
async function paidVideoLesson(site: Site): Promise<VideoLesson> {
  const catalogue = (await (await fetch(`${site.url}/api/courses?page=1&limit=50`)).json()) as {
    data: { _id: string }[];
  };
  for (const { _id: courseId } of catalogue.data) {
    const { course } = (await (
      await fetch(`${site.url}/api/learn/${courseId}`)
    ).json()) as LearnCourseResponse;
    const lesson = course.sections
      .flatMap((section) => section.lessons)
      .find((candidate) => candidate.kind === 'video' && !candidate.preview);
    if (lesson) return { courseId, id: lesson.id, path: `/learn/${course.slug}/${lesson.id}` };
  }
  throw new Error('No seeded course has a video lesson for buyers only.');
}

/** A seeded clip played over until it passes `mb` megabytes: a long lesson, still fast-start. */
function longVideo(mb: number): Buffer {
  const clip = fs.readdirSync(SEED_MEDIA_DIR).find((name) => name.endsWith('.mp4'))!;
  return loopMp4(fs.readFileSync(path.join(SEED_MEDIA_DIR, clip)), mb * 1024 ** 2);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const bytesBeforePlaying = (run: StartRun) =>
  run.requests.reduce((sum, request) => sum + request.bytesBeforePlaying, 0);
const wholeFileFirst = (run: StartRun) =>
  run.fileBytes > 0 && bytesBeforePlaying(run) >= run.fileBytes;

interface Measured {
  name: string;
  runs: StartRun[];
  informative: Record<string, StartRun>;
  /** Whether having the whole file before playing fails the run (files larger than read-ahead). */
  wholeFileFails: boolean;
}

function rowOf(name: string, label: string, run: StartRun): Record<string, string | number> {
  return {
    lesson: name,
    run: label,
    'start ms': Math.round(run.startMs),
    'advancing ms': Math.round(run.advancingMs),
    'metadata ms': Math.round(run.metadataMs),
    requests: run.requests.length,
    'Range → status': run.requests
      .map((r) => `${r.range ?? 'none'} → ${r.status || 'cancelled'}`)
      .join(', '),
    'KB before playing': kb(bytesBeforePlaying(run)),
    'file KB': kb(run.fileBytes),
  };
}

function problemsOf({ name, runs: measured, wholeFileFails }: Measured): string[] {
  const problems = measured.flatMap((run, i) => {
    const label = `${name}, run ${i + 1}`;
    // Chromium cancels its read-ahead when the run ends; a request never answered says nothing.
    const unranged = run.requests
      .filter((request) => request.status !== 0)
      .filter((request) => request.range === null || request.status !== 206)
      .map((request) => `${label}: Range ${request.range ?? 'none'} answered ${request.status}`);
    return wholeFileFails && wholeFileFirst(run)
      ? [...unranged, `${label}: the whole file came before it played`]
      : unranged;
  });
  const middle = median(measured.map((run) => run.startMs));
  if (middle > maxStartMs)
    problems.unshift(`${name}: median start ${Math.round(middle)} ms > ${maxStartMs} ms`);
  return problems;
}

async function measureLesson(
  browser: Browser,
  site: Site,
  lesson: VideoLesson,
  owner: BenchLearner,
): Promise<Pick<Measured, 'runs' | 'informative'>> {
  const measured: StartRun[] = [];
  for (let run = 0; run < runs; run += 1)
    measured.push(await measureVideoStart(browser, site, lesson, owner));
  const informative: Record<string, StartRun> = {};
  for (const [label, conditions] of Object.entries(INFORMATIVE))
    informative[label] = await measureVideoStart(browser, site, lesson, owner, conditions);
  return { runs: measured, informative };
}

function report(site: Site, lesson: VideoLesson, lessons: Measured[]): string[] {
  const rows = lessons.flatMap(({ name, runs: measured, informative }) => [
    ...measured.map((run, i) => rowOf(name, `loopback ${i + 1}`, run)),
    ...Object.entries(informative).map(([label, run]) => rowOf(name, label, run)),
  ]);
  const summary = lessons.map(({ name, runs: measured, informative }) => {
    const starts = measured.map((run) => run.startMs);
    return {
      lesson: name,
      'median start ms': Math.round(median(starts)),
      'max start ms': Math.round(Math.max(...starts)),
      'budget ms': maxStartMs,
      'whole file first': `${measured.filter(wholeFileFirst).length} of ${measured.length}`,
      ...Object.fromEntries(
        Object.entries(informative).map(([label, run]) => [label, Math.round(run.startMs)]),
      ),
    };
  });
  const failures = lessons.flatMap(problemsOf);
  console.info('');
  printTable(rows);
  console.info('');
  printTable(summary);
  const file = writeReport('video', {
    generatedAt: new Date().toISOString(),
    budget: budgets.video,
    lesson: `${site.url}${lesson.path}`,
    summary,
    lessons,
    failures,
  });
  console.info(`\nReport: ${file}`);
  return failures;
}

async function main() {
  const site = await startSite({ RATE_LIMIT: 'off', LOG_LEVEL: 'warn' });
  const browser = await launchChromium();
  try {
    const lesson = await paidVideoLesson(site);
    const [owner, staff] = [await signUp(site, 0), await signUp(site, 1)];
    await buyCourse(site, owner, lesson.courseId);
    await grantStaff(site, staff.email);
    const informative = Object.keys(INFORMATIVE).length;
    console.info(
      `Lesson ${site.url}${lesson.path}, seeded video then a long one: ` +
        `${runs} cold runs each on loopback, ${informative} informative`,
    );

    const seeded = await measureLesson(browser, site, lesson, owner);
    const long = longVideo(longLessonMb);
    await uploadLessonVideo(site, staff, lesson, long, 'long-lesson.mp4');
    const longRuns = await measureLesson(browser, site, lesson, owner);
    const failures = report(site, lesson, [
      { name: 'seeded', ...seeded, wholeFileFails: false },
      {
        name: `long (${(long.length / 1024 ** 2).toFixed(1)} MB)`,
        ...longRuns,
        wholeFileFails: true,
      },
    ]);
    if (failures.length > 0) {
      console.error(`\nFailed:\n${failures.join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.info('\nThe video starts within budget, by byte ranges, without the whole file.');
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
