import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { seedCourses } from '../src/seed/courses';
import {
  CLIP_IDS,
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
    '%s has 2–4 sections, 5–12 lessons and a free preview',
    (slug) => {
      const content = courseContent[slug];
      const lessons = lessonsOf(slug);
      expect(content.sections.length).toBeGreaterThanOrEqual(2);
      expect(content.sections.length).toBeLessThanOrEqual(4);
      expect(content.sections.every((section) => section.lessons.length > 0)).toBe(true);
      expect(lessons.length).toBeGreaterThanOrEqual(5);
      expect(lessons.length).toBeLessThanOrEqual(12);
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

  it('keeps every clip between 25 and 60 seconds and the whole set under 4 MB', () => {
    const total = mediaManifest.clips.reduce(
      (sum, clip) => sum + clip.video.bytes + clip.captions.bytes + clip.poster.bytes,
      0,
    );
    expect(total).toBeLessThan(4_000_000);
    for (const clip of mediaManifest.clips) {
      expect(clip.durationSeconds).toBeGreaterThanOrEqual(25);
      expect(clip.durationSeconds).toBeLessThanOrEqual(60);
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
