import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db';
import type { MediaStorage } from '../services/media/storage';
import {
  clipMedia,
  courseContent,
  instructors,
  mediaManifest,
  SEED_MEDIA_DIR,
  type Lesson,
  type MediaFile,
} from './content';

type AssetKind = 'video' | 'captions' | 'image';

/** Storage key of a committed sample file. */
const seedKey = (file: MediaFile): string => `seed/${file.file}`;

const seedAssets: { file: MediaFile; kind: AssetKind; duration: number | null }[] =
  mediaManifest.clips.flatMap((clip) => [
    { file: clip.video, kind: 'video', duration: Math.round(clip.durationSeconds) },
    { file: clip.captions, kind: 'captions', duration: null },
    { file: clip.poster, kind: 'image', duration: null },
  ]);

/**
 * The sample clips' files in the media storage, those missing copied in: also on a start that
 * skips the seed, as the storage may be new (another folder or bucket, or a test's memory).
 */
export async function storeSeedMedia(storage: MediaStorage): Promise<void> {
  for (const { file } of seedAssets) {
    const key = seedKey(file);
    if (!(await storage.exists(key)))
      await storage.put(
        key,
        await fs.promises.readFile(path.join(SEED_MEDIA_DIR, file.file)),
        file.type,
      );
  }
}

/** The sample clips in the media storage and in media_assets; returns asset ids by storage key. */
async function seedMedia(tx: Queryable, storage: MediaStorage): Promise<Map<string, string>> {
  await storeSeedMedia(storage);
  // One statement for all of them: a start finds them there already.
  await tx.query(
    `INSERT INTO media_assets (storage_key, kind, content_type, byte_size, duration_seconds, sha256, original_name)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::integer[], $6::text[], $7::text[])
     ON CONFLICT (storage_key) DO NOTHING`,
    [
      seedAssets.map(({ file }) => seedKey(file)),
      seedAssets.map(({ kind }) => kind),
      seedAssets.map(({ file }) => file.type),
      seedAssets.map(({ file }) => file.bytes),
      seedAssets.map(({ duration }) => duration),
      seedAssets.map(({ file }) => file.sha256),
      seedAssets.map(({ file }) => file.file),
    ],
  );
  const rows = await tx.query<{ id: string; storage_key: string }>(
    `SELECT id, storage_key FROM media_assets WHERE storage_key LIKE 'seed/%'`,
  );
  return new Map(rows.rows.map((row) => [row.storage_key, row.id]));
}

async function seedInstructors(tx: Queryable): Promise<Map<string, string>> {
  for (const instructor of Object.values(instructors)) {
    await tx.query(
      `INSERT INTO instructors (slug, name, headline, bio, photo, years_of_experience)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (slug) DO NOTHING`,
      [
        instructor.slug,
        instructor.name,
        instructor.headline,
        instructor.bio,
        instructor.portrait,
        instructor.yearsOfExperience,
      ],
    );
  }
  const rows = await tx.query<{ id: string; slug: string }>('SELECT id, slug FROM instructors');
  return new Map(rows.rows.map((row) => [row.slug, row.id]));
}

function lessonColumns(lesson: Lesson, assets: Map<string, string>) {
  if (lesson.kind === 'article') {
    return {
      duration: lesson.readingSeconds,
      video: null,
      captions: null,
      poster: null,
      html: lesson.body,
    };
  }
  const clip = clipMedia(lesson.clip);
  return {
    duration: Math.round(clip.durationSeconds),
    video: assets.get(seedKey(clip.video)) ?? null,
    captions: assets.get(seedKey(clip.captions)) ?? null,
    poster: assets.get(seedKey(clip.poster)) ?? null,
    html: '',
  };
}

/**
 * Describes each seeded course (instructor, level, outcomes ...) and builds its curriculum, once:
 * a course that already has an instructor has been described before (or edited by staff since)
 * and is left alone. Returns the number of courses described.
 */
export async function seedCourseContent(tx: Queryable, storage: MediaStorage): Promise<number> {
  const assets = await seedMedia(tx, storage);
  const instructorIds = await seedInstructors(tx);
  let described = 0;
  for (const [slug, content] of Object.entries(courseContent)) {
    const updated = await tx.query<{ id: string }>(
      `UPDATE courses SET subtitle = $2, level = $3, language = $4, category = $5, instructor_id = $6,
         outcomes = $7, requirements = $8, updated_at = $9
       WHERE slug = $1 AND instructor_id IS NULL RETURNING id`,
      [
        slug,
        content.subtitle,
        content.level,
        content.language,
        content.category,
        instructorIds.get(content.instructor),
        content.outcomes,
        content.requirements,
        new Date(`${content.updatedOn}T10:00:00+05:30`),
      ],
    );
    const courseId = updated.rows[0]?.id;
    if (!courseId) continue;
    described += 1;
    for (const [sectionPosition, section] of content.sections.entries()) {
      const created = await tx.query<{ id: string }>(
        'INSERT INTO course_sections (course_id, title, position) VALUES ($1, $2, $3) RETURNING id',
        [courseId, section.title, sectionPosition],
      );
      const sectionId = created.rows[0].id;
      for (const [position, lesson] of section.lessons.entries()) {
        const columns = lessonColumns(lesson, assets);
        await tx.query(
          `INSERT INTO lessons (course_id, section_id, title, kind, position, duration_seconds, is_preview,
             video_asset_id, captions_asset_id, poster_asset_id, article_html)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            courseId,
            sectionId,
            lesson.title,
            lesson.kind,
            position,
            columns.duration,
            lesson.preview,
            columns.video,
            columns.captions,
            columns.poster,
            columns.html,
          ],
        );
      }
    }
  }
  return described;
}
