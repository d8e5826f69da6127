import { NOTE_EMPTY, NOTE_NOT_FOUND, NOTES_OWNERS_ONLY } from '@contract/messages/notes';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import type {
  LessonNoteResponse,
  LessonNotesResponse,
  PurchasedCoursesResponse,
} from '@contract/types';
import { buy, courseBySlug } from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

const SLUG = 'ielts-academic-complete';

let t: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let lesson: { id: string; duration_seconds: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndIn(t);
  stranger = await signUpAndIn(t);
  await buy(t, owner, [SLUG]);
  const course = await courseBySlug(t, SLUG);
  const lessons = await t.db.query<{ id: string; duration_seconds: number }>(
    `SELECT id, duration_seconds FROM lessons WHERE course_id = $1 AND kind = 'video'
     ORDER BY position LIMIT 1`,
    [course.id],
  );
  lesson = lessons.rows[0]!;
});
afterAll(() => t.close());

const addNote = (who: SignedIn | undefined, payload: object, lessonId = lesson.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/learn/lessons/${lessonId}/notes`,
    headers: who?.auth ?? {},
    payload,
  });
const notesOf = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: `/api/learn/lessons/${lesson.id}/notes`, headers: who.auth });

describe('lesson notes', () => {
  it('keeps an owner’s notes in the order of the video, each at its moment', async () => {
    const later = await addNote(owner, {
      positionSeconds: 20.6,
      text: '  Stress on the second syllable ',
    });
    expect(later.statusCode).toBe(201);
    expect(later.json<LessonNoteResponse>().note).toMatchObject({
      lessonId: lesson.id,
      positionSeconds: 21,
      text: 'Stress on the second syllable',
    });
    await addNote(owner, { positionSeconds: 3, text: 'Intro: the four parts' });

    const listed = await notesOf(owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<LessonNotesResponse>().notes.map((note) => note.text)).toEqual([
      'Intro: the four parts',
      'Stress on the second syllable',
    ]);
  });

  it('clamps a moment past the end of the lesson to its length', async () => {
    const response = await addNote(owner, { positionSeconds: 86_000, text: 'At the end' });
    expect(response.json<LessonNoteResponse>().note.positionSeconds).toBe(lesson.duration_seconds);
  });

  it('refuses an empty note, a visitor and a learner who has not bought the course', async () => {
    const empty = await addNote(owner, { positionSeconds: 1, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: NOTE_EMPTY });

    const visitor = await addNote(undefined, { positionSeconds: 1, text: 'hello' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: SIGN_IN_REQUIRED });

    const foreign = await addNote(stranger, { positionSeconds: 1, text: 'hello' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: NOTES_OWNERS_ONLY });
    expect((await notesOf(stranger)).statusCode).toBe(403);
  });

  it('lets only its author edit or delete a note', async () => {
    const { note } = (
      await addNote(owner, { positionSeconds: 30, text: 'Draft' })
    ).json<LessonNoteResponse>();

    const theirs = await t.app.inject({
      method: 'PATCH',
      url: `/api/learn/notes/${note.id}`,
      headers: stranger.auth,
      payload: { text: 'Hijacked' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: NOTE_NOT_FOUND });
    const theirDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/learn/notes/${note.id}`,
      headers: stranger.auth,
    });
    expect(theirDelete.statusCode).toBe(404);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/learn/notes/${note.id}`,
      headers: owner.auth,
      payload: { text: 'Linking words: however, moreover' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<LessonNoteResponse>().note.text).toBe('Linking words: however, moreover');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/learn/notes/${note.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const left = (await notesOf(owner)).json<LessonNotesResponse>().notes;
    expect(left.map((item) => item.id)).not.toContain(note.id);
    const rows = await t.db.query('SELECT 1 FROM lesson_notes WHERE id = $1', [note.id]);
    expect(rows.rowCount).toBe(0);
  });
});

describe('the dashboard answer', () => {
  it('tells when each course was last watched, null before the first lesson', async () => {
    const learner = await signUpAndIn(t);
    await buy(t, learner, [SLUG]);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/orders/purchased-course',
      headers: learner.auth,
    });
    expect(before.json<PurchasedCoursesResponse>().courses[0]!.lastWatchedAt).toBeNull();

    await t.app.inject({
      method: 'PUT',
      url: `/api/learn/lessons/${lesson.id}/progress`,
      headers: learner.auth,
      payload: { positionSeconds: 20 },
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/orders/purchased-course',
      headers: learner.auth,
    });
    const watched = after.json<PurchasedCoursesResponse>().courses[0]!.lastWatchedAt;
    expect(Date.now() - Date.parse(watched!)).toBeLessThan(60_000);
  });
});
