import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LENGTH_BANDS, type LengthBand } from '@contract/catalogueFilters';
import { seedCourses } from '../src/seed/courses';
import {
  CLIP_IDS,
  clipMedia,
  courseContent,
  courseFaq,
  instructors,
  mediaManifest,
  SEED_MEDIA_DIR,
  type ArticleLesson,
  type Lesson,
} from '../src/seed/content';
import { wordCount } from '../src/seed/content/lessons';

const PUBLIC_DIR = path.resolve(__dirname, '..', '..', 'public');
const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em']);

const lessonsOf = (slug: string): Lesson[] =>
  courseContent[slug].sections.flatMap((section) => section.lessons);
const articles = (): [string, ArticleLesson][] =>
  Object.keys(courseContent).flatMap((slug) =>
    lessonsOf(slug).flatMap((lesson) =>
      lesson.kind === 'article' ? [[slug, lesson] as [string, ArticleLesson]] : [],
    ),
  );

/** A lesson's running time as the seed stores it (lessons.duration_seconds). */
const lessonSeconds = (lesson: Lesson): number =>
  lesson.kind === 'article'
    ? lesson.readingSeconds
    : Math.round(clipMedia(lesson.clip).durationSeconds);
const courseSeconds = (slug: string): number =>
  lessonsOf(slug).reduce((sum, lesson) => sum + lessonSeconds(lesson), 0);

const NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const numberOf = (word: string): number =>
  /^\d+$/.test(word) ? Number(word) : NUMBERS.indexOf(word.toLowerCase());
const plainText = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The description's own account of the course: "Six lessons: four video lessons and two readings, about 6 minutes in all." */
const SUMMARY =
  /\b(\w+) lessons: (\w+) video lessons? and (\w+) readings?, about (\d+) minutes in all\b/i;

/** The MP4's duration as its movie header (moov/mvhd) records it, in seconds. */
function mp4Duration(file: Buffer): number {
  const child = (from: number, to: number, type: string): [number, number] => {
    for (let offset = from; offset + 8 <= to;) {
      const size = file.readUInt32BE(offset);
      if (file.toString('ascii', offset + 4, offset + 8) === type)
        return [offset + 8, offset + size];
      if (size < 8) break;
      offset += size;
    }
    throw new Error(`No ${type} box`);
  };
  const [moov, moovEnd] = child(0, file.length, 'moov');
  const [mvhd] = child(moov, moovEnd, 'mvhd');
  const version = file.readUInt8(mvhd);
  if (version === 1) {
    const timescale = file.readUInt32BE(mvhd + 20);
    return Number(file.readBigUInt64BE(mvhd + 24)) / timescale;
  }
  return file.readUInt32BE(mvhd + 16) / file.readUInt32BE(mvhd + 12);
}

/** Top-level MP4 box types in file order. */
function mp4Boxes(file: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= file.length;) {
    let size = file.readUInt32BE(offset);
    if (size === 1) size = Number(file.readBigUInt64BE(offset + 8));
    boxes.push(file.toString('ascii', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

describe('seeded course content', () => {
  it('covers exactly the seeded catalogue', () => {
    expect(Object.keys(courseContent).sort()).toEqual(seedCourses.map((c) => c.slug).sort());
  });

  it.each(seedCourses.map((course) => course.slug))(
    '%s has 2–4 sections, 5–18 lessons and a free preview',
    (slug) => {
      const content = courseContent[slug];
      const lessons = lessonsOf(slug);
      expect(content.sections.length).toBeGreaterThanOrEqual(2);
      expect(content.sections.length).toBeLessThanOrEqual(4);
      expect(content.sections.every((section) => section.lessons.length > 0)).toBe(true);
      expect(lessons.length).toBeGreaterThanOrEqual(5);
      expect(lessons.length).toBeLessThanOrEqual(18);
      const videos = lessons.filter((lesson) => lesson.kind === 'video');
      const previews = lessons.filter((lesson) => lesson.preview);
      expect(previews.length).toBeGreaterThanOrEqual(1);
      // Previews are the course's first one or two video lessons.
      expect(previews).toEqual(videos.slice(0, previews.length));
      expect(previews.length).toBeLessThanOrEqual(2);
      expect(new Set(lessons.map((lesson) => lesson.title)).size).toBe(lessons.length);
    },
  );

  it.each(seedCourses.map((course) => course.slug))('%s describes itself fully', (slug) => {
    const content = courseContent[slug];
    expect(content.subtitle.length).toBeGreaterThan(20);
    expect(content.outcomes.length).toBeGreaterThanOrEqual(4);
    expect(content.outcomes.length).toBeLessThanOrEqual(6);
    expect(content.requirements.length).toBeGreaterThanOrEqual(2);
    expect(content.requirements.length).toBeLessThanOrEqual(3);
    expect(content.updatedOn).toMatch(/^2026-\d\d-\d\d$/);
    expect(new Date(`${content.updatedOn}T00:00:00Z`).toISOString()).toBe(
      `${content.updatedOn}T00:00:00.000Z`,
    );
    expect(instructors[content.instructor]).toBeDefined();
  });

  it('writes article bodies in the allowed HTML only, 120–300 words each', () => {
    const problems: string[] = [];
    for (const [slug, lesson] of articles()) {
      const where = `${slug} / ${lesson.title}`;
      for (const [, tag, attributes] of lesson.body.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        if (!ALLOWED_TAGS.has(tag)) problems.push(`${where}: <${tag}>`);
        if (attributes.trim()) problems.push(`${where}: attributes on <${tag}>`);
      }
      if (/[<>]/.test(lesson.body.replace(/<\/?[a-z0-9]+>/g, ''))) {
        problems.push(`${where}: a stray angle bracket`);
      }
      const words = wordCount(lesson.body);
      if (words < 120 || words > 300) problems.push(`${where}: ${words} words`);
      if (!lesson.body.startsWith('<')) problems.push(`${where}: text outside an element`);
      if (lesson.readingSeconds < 30 || lesson.readingSeconds > 180 || lesson.readingSeconds % 10) {
        problems.push(`${where}: reading time ${lesson.readingSeconds} s`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('what each course claims, against what it holds', () => {
  it.each(seedCourses.map((course) => course.slug))(
    '%s states its real number of lessons, videos, readings and minutes',
    (slug) => {
      const course = seedCourses.find((candidate) => candidate.slug === slug)!;
      const lessons = lessonsOf(slug);
      const summary = SUMMARY.exec(plainText(course.description));
      expect(summary).not.toBeNull();
      const [, all, videos, readings, minutes] = summary!;
      expect({
        lessons: numberOf(all!),
        videos: numberOf(videos!),
        readings: numberOf(readings!),
        minutes: Number(minutes),
      }).toEqual({
        lessons: lessons.length,
        videos: lessons.filter((lesson) => lesson.kind === 'video').length,
        readings: lessons.filter((lesson) => lesson.kind === 'article').length,
        minutes: Math.round(courseSeconds(slug) / 60),
      });
      // A lesson count anywhere else (the subtitle, an outcome) is the same number.
      const { subtitle, outcomes } = courseContent[slug];
      for (const text of [subtitle, ...outcomes]) {
        for (const [, count] of text.matchAll(/\b(\w+) lessons\b/gi)) {
          expect(numberOf(count!)).toBe(lessons.length);
        }
      }
    },
  );

  it('promises a study plan or practice material only where a lesson gives it', () => {
    const problems: string[] = [];
    for (const course of seedCourses) {
      const content = courseContent[course.slug];
      const claims = [plainText(course.description), content.subtitle, ...content.outcomes].join(
        ' ',
      );
      const titles = lessonsOf(course.slug).map((lesson) => lesson.title.toLowerCase());
      for (const [plan] of claims.matchAll(/\b\w+-week\b/gi)) {
        if (!titles.some((title) => title.includes(plan!.toLowerCase()))) {
          problems.push(`${course.slug}: a ${plan} plan without a lesson that gives it`);
        }
      }
      const counted = claims.match(
        /(?<!\b(?:Task|Part) )\b(\d[\d,]*|one|two|three|four|five|six|ten|twenty|fifty)\s+(full(-length)?\s+|computer-style\s+|corrected\s+|annotated\s+|sample\s+|recent\s+)*(mock|practice|tests?|essays?|SOPs?|replies|cue-card|topics|words|interviews?)\b/gi,
      );
      if (counted)
        problems.push(`${course.slug}: counts material it does not hold: ${counted.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('puts each seeded course in the Length band its lessons add up to, and every band holds one', () => {
    const bandOf = (seconds: number): LengthBand =>
      (Object.keys(LENGTH_BANDS) as LengthBand[]).find((band) => {
        const { min = 0, max = Infinity } = LENGTH_BANDS[band];
        return seconds >= min && seconds <= max;
      })!;
    const bands = Object.fromEntries(
      seedCourses.map((course) => [course.slug, bandOf(courseSeconds(course.slug))]),
    );
    expect(bands['ielts-academic-complete']).toBe('over-30m');
    expect(bands['ielts-general-training']).toBe('10-30m');
    expect(bands['ielts-writing-band-booster']).toBe('10-30m');
    expect(bands['toefl-ibt-essentials']).toBe('under-10m');
    expect(new Set(Object.values(bands))).toEqual(new Set(Object.keys(LENGTH_BANDS)));
  });

  it('gives the course that claims depth full-length lessons: over half an hour, most of it in videos of one and a half to three minutes', () => {
    const videos = lessonsOf('ielts-academic-complete').flatMap((lesson) =>
      lesson.kind === 'video' ? [clipMedia(lesson.clip).durationSeconds] : [],
    );
    expect(courseSeconds('ielts-academic-complete')).toBeGreaterThan(30 * 60);
    expect(videos.filter((seconds) => seconds >= 90).length).toBeGreaterThanOrEqual(11);
  });
});

describe('sample lesson media', () => {
  it('lists every clip once, with its files present and unchanged', () => {
    expect(mediaManifest.clips.map((clip) => clip.id)).toEqual([...CLIP_IDS]);
    for (const clip of mediaManifest.clips) {
      for (const media of [clip.video, clip.captions, clip.poster]) {
        const data = fs.readFileSync(path.join(SEED_MEDIA_DIR, media.file));
        expect({ file: media.file, bytes: data.length }).toEqual({
          file: media.file,
          bytes: media.bytes,
        });
        expect(crypto.createHash('sha256').update(data).digest('hex')).toBe(media.sha256);
      }
    }
  });

  it('keeps every clip between 25 seconds and 5 minutes, at a slide-video bitrate, and the whole set under 16 MB', () => {
    const total = mediaManifest.clips.reduce(
      (sum, clip) => sum + clip.video.bytes + clip.captions.bytes + clip.poster.bytes,
      0,
    );
    expect(total).toBeLessThan(16_000_000);
    for (const clip of mediaManifest.clips) {
      expect(clip.durationSeconds).toBeGreaterThanOrEqual(25);
      expect(clip.durationSeconds).toBeLessThanOrEqual(300);
      // Slides and a narrating voice: about 72 kbit/s at most.
      expect((clip.video.bytes * 8) / clip.durationSeconds).toBeLessThan(72_000);
    }
  });

  it('declares each clip as long as its MP4 file really is', () => {
    for (const clip of mediaManifest.clips) {
      const real = mp4Duration(fs.readFileSync(path.join(SEED_MEDIA_DIR, clip.video.file)));
      expect({ id: clip.id, seconds: Math.round(real) }).toEqual({
        id: clip.id,
        seconds: Math.round(clip.durationSeconds),
      });
      expect(Math.abs(real - clip.durationSeconds)).toBeLessThan(0.1);
    }
  });

  it('puts the MP4 index before the media data, so playback starts before the download ends', () => {
    for (const clip of mediaManifest.clips) {
      const boxes = mp4Boxes(fs.readFileSync(path.join(SEED_MEDIA_DIR, clip.video.file)));
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    }
  });

  it('has WebVTT captions whose cues run in order inside the clip', () => {
    for (const clip of mediaManifest.clips) {
      const vtt = fs.readFileSync(path.join(SEED_MEDIA_DIR, clip.captions.file), 'utf8');
      expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
      const seconds = (stamp: string) => {
        const [h, m, s] = stamp.split(':').map(Number);
        return h * 3600 + m * 60 + s;
      };
      const cues = [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})$/gm)].map(
        ([, start, end]) => [seconds(start), seconds(end)],
      );
      expect(cues.length).toBeGreaterThanOrEqual(5);
      cues.forEach(([start, end], i) => {
        expect(end).toBeGreaterThan(start);
        if (i > 0) expect(start).toBeGreaterThanOrEqual(cues[i - 1][1]);
      });
      expect(cues[cues.length - 1][1]).toBeLessThanOrEqual(clip.durationSeconds);
    }
  });

  it('uses every clip in at least one course', () => {
    const used = new Set(
      Object.keys(courseContent).flatMap((slug) =>
        lessonsOf(slug).flatMap((lesson) => (lesson.kind === 'video' ? [lesson.clip] : [])),
      ),
    );
    expect([...used].sort()).toEqual([...CLIP_IDS].sort());
  });
});

describe('instructors and FAQ', () => {
  it('gives every instructor a portrait, a bio and at least one course', () => {
    const teaching = new Set(Object.values(courseContent).map((content) => content.instructor));
    for (const instructor of Object.values(instructors)) {
      const portrait = fs.readFileSync(path.join(PUBLIC_DIR, instructor.portrait), 'utf8');
      expect(portrait).toMatch(/^<svg [^>]*viewBox="0 0 160 160"/);
      expect(instructor.bio.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2);
      expect(instructor.bio.split(/(?<=\.) /).length).toBeLessThanOrEqual(3);
      expect(teaching.has(instructor.slug)).toBe(true);
    }
  });

  it('answers access and refund questions, with the 7-day refund promise (no certificate promise until certificates exist)', () => {
    expect(courseFaq).toHaveLength(2);
    const text = courseFaq.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
    expect(text).toMatch(/access/i);
    expect(text).not.toMatch(/certificate/i);
    expect(text).toMatch(/full refund within 7 days of purchase/i);
    expect(text).toMatch(/less than a third of the course/i);
  });
});
