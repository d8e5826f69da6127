import type {
  AdminCourse,
  AdminCourseResponse,
  AdminCoursesPage,
  CoursesResponse,
  LessonResponse,
  LessonsResponse,
  SectionResponse,
  SectionsResponse,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import {
  NEEDS_A_LESSON,
  NEEDS_PLAYABLE_LESSON,
  publishRefused,
} from '@contract/validation/publishReadiness';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { adminCall, auditOf, signInAs } from '../helpers/staff';
import { grantPurchase } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

let t: TestContext;
let staff: SignedIn;
let api: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t, 'staff');
  api = adminCall(t, staff);
});
afterAll(() => t.close());

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Email Writing for Work',
  slug: `email-writing-${Math.random().toString(36).slice(2, 8)}`,
  subtitle: 'Clear, polite mails',
  price: 999,
  description: '<p>Write <strong>better</strong> mails.</p>',
  level: 'beginner',
  language: 'English',
  category: 'Business English',
  instructorId: null,
  outcomes: ['Write a request', ' Reply to a complaint '],
  requirements: [],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminCourse> {
  const response = await api.post('/courses', draft(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<AdminCourseResponse>().course;
}

/** A section and a lesson in the course; returns the lesson. */
async function addLesson(courseId: string, lesson: Record<string, unknown>) {
  const section = (
    await api.post(`/courses/${courseId}/sections`, { title: 'Basics' })
  ).json<SectionResponse>().section;
  const response = await api.post(`/courses/${courseId}/sections/${section.id}/lessons`, {
    title: 'First lesson',
    durationSeconds: 120,
    ...lesson,
  });
  expect(response.statusCode).toBe(201);
  return response.json<LessonResponse>().lesson;
}

const catalogueSlugs = async (q: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/courses?limit=50&q=${encodeURIComponent(q)}`,
  });
  return response.json<CoursesResponse>().data.map((course) => course.title);
};

describe('courses', () => {
  it('creates a draft with the form rules applied, and records who did it', async () => {
    const course = await create();
    expect(course).toMatchObject({
      published: false,
      price: 999,
      outcomes: ['Write a request', 'Reply to a complaint'],
      version: 1,
      sections: [],
    });
    const [entry] = await auditOf(t, 'course', course.id);
    expect(entry).toMatchObject({
      action: 'course.create',
      before: null,
      actor_email: staff.user.email,
    });
    expect(entry!.after).toMatchObject({ title: 'Email Writing for Work', price: 999 });

    const bad = await api.post('/courses', draft({ slug: 'Not A Slug', price: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: m.SLUG_INVALID });
  });

  it('refuses a slug another course uses with a clear 409', async () => {
    const first = await create();
    const response = await api.post('/courses', draft({ slug: first.slug }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: m.SLUG_TAKEN });
  });

  it('sanitises the description on the server: scripts, handlers and javascript: links go', async () => {
    const course = await create({
      description:
        '<h2>About</h2><script>alert(1)</script><p onclick="x()">Hi <img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://vaani.example/">good</a></p>' +
        '<iframe src="https://evil.example"></iframe><ul><li>one</li></ul>',
    });
    expect(course.description).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(course.description).toContain('<h2>About</h2>');
    expect(course.description).toContain(
      '<a href="https://vaani.example/" rel="noopener noreferrer">good</a>',
    );
    expect(course.description).toContain('<ul><li>one</li></ul>');
  });

  it('checks the version: of two edits from the same version, the second gets 409', async () => {
    const course = await create();
    const edit = (title: string) =>
      api.put(`/courses/${course.id}`, { ...draft({ slug: course.slug, title }), version: 1 });
    const first = await edit('Email Writing, First Edit');
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminCourseResponse>().course.version).toBe(2);
    const second = await edit('Email Writing, Second Edit');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: m.COURSE_STALE });

    const [entry] = await auditOf(t, 'course', course.id);
    expect(entry).toMatchObject({ action: 'course.update' });
    expect(entry!.before).toMatchObject({ title: 'Email Writing for Work', version: 1 });
    expect(entry!.after).toMatchObject({ title: 'Email Writing, First Edit', version: 2 });
  });

  it('lets only one of two simultaneous edits from the same version through', async () => {
    const course = await create();
    const edit = (title: string) =>
      api.put(`/courses/${course.id}`, { ...draft({ slug: course.slug, title }), version: 1 });
    const answers = await Promise.all([edit('Edit A'), edit('Edit B')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = (await api.get(`/courses/${course.id}`)).json<{ course: AdminCourse }>().course;
    expect(detail.version).toBe(2);
  });

  it('puts a published course in the catalogue at once and takes an unpublished one out', async () => {
    const course = await create({ title: 'Zebra Crossing Vocabulary' });
    await addLesson(course.id, { kind: 'article', articleHtml: '<h3>Signs</h3><p>Stop.</p>' });
    expect(await catalogueSlugs('Zebra Crossing')).toEqual([]);
    expect((await api.post(`/courses/${course.id}/publish`)).statusCode).toBe(200);
    expect(await catalogueSlugs('Zebra Crossing')).toEqual(['Zebra Crossing Vocabulary']);
    const page = await t.app.inject({ method: 'GET', url: `/api/courses/${course.slug}` });
    expect(page.statusCode).toBe(200);

    const renamed = await api.put(`/courses/${course.id}`, {
      ...draft({ slug: course.slug, title: 'Zebra Crossing Vocabulary, Revised' }),
      version: 2,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await catalogueSlugs('Zebra Crossing')).toEqual(['Zebra Crossing Vocabulary, Revised']);

    expect((await api.post(`/courses/${course.id}/unpublish`)).statusCode).toBe(200);
    expect(await catalogueSlugs('Zebra Crossing')).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: `/api/courses/${course.slug}` });
    expect(gone.statusCode).toBe(404);
    const actions = (await auditOf(t, 'course', course.id)).map((entry) => entry.action);
    expect(actions).toEqual([
      'course.unpublish',
      'course.update',
      'course.publish',
      'course.create',
    ]);
  });

  it('refuses to publish a course without a playable lesson, saying what is missing', async () => {
    const course = await create({ title: 'Quiet Library Phrases' });
    const publish = () => api.post(`/courses/${course.id}/publish`);
    const empty = await publish();
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ message: publishRefused([NEEDS_A_LESSON]) });

    // A video lesson with no upload and a reading lesson with no text are not playable.
    const video = await addLesson(course.id, { kind: 'video' });
    await addLesson(course.id, { kind: 'article', articleHtml: '<p> </p>' });
    const blank = await publish();
    expect(blank.statusCode).toBe(409);
    expect(blank.json()).toMatchObject({ message: publishRefused([NEEDS_PLAYABLE_LESSON]) });
    expect(await catalogueSlugs('Quiet Library')).toEqual([]);
    expect((await auditOf(t, 'course', course.id)).map((e) => e.action)).not.toContain(
      'course.publish',
    );

    const written = await api.put(`/courses/${course.id}/lessons/${video.id}`, {
      title: 'Now a reading',
      kind: 'article',
      durationSeconds: 60,
      articleHtml: '<p>Please keep your voice down.</p>',
      version: video.version,
    });
    expect(written.statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    expect(await catalogueSlugs('Quiet Library')).toEqual(['Quiet Library Phrases']);
  });

  it('keeps an unpublished course open to the learners who bought it', async () => {
    const buyer = await signInAs(t, 'learner');
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM courses WHERE slug = 'ielts-general-training'",
    );
    const id = rows[0]!.id;
    await grantPurchase(t, buyer.user.id, id);
    expect((await api.post(`/courses/${id}/unpublish`)).statusCode).toBe(200);
    try {
      const catalogue = await t.app.inject({
        method: 'GET',
        url: '/api/courses/ielts-general-training',
      });
      expect(catalogue.statusCode).toBe(404);
      const learn = await t.app.inject({
        method: 'GET',
        url: '/api/learn/ielts-general-training',
        headers: buyer.auth,
      });
      expect(learn.statusCode).toBe(200);
      expect(learn.json().course.owned).toBe(true);
      const purchased = await t.app.inject({
        method: 'GET',
        url: '/api/orders/purchased-course',
        headers: buyer.auth,
      });
      expect(purchased.body).toContain(id);
    } finally {
      await api.post(`/courses/${id}/publish`);
    }
  });

  it('lists with search, filters, sorting and paging', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    for (const [title, price] of [
      [`Alpha ${tag}`, 300],
      [`Beta ${tag}`, 100],
      [`Gamma ${tag}`, 200],
    ] as const)
      await create({ title, price, category: 'Grammar & Vocabulary' });
    const list = async (query: string) => {
      const response = await api.get(`/courses?q=${tag}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<AdminCoursesPage>();
    };
    const byPrice = await list('sort=price');
    expect(byPrice.total).toBe(3);
    expect(byPrice.rows.map((row) => row.price)).toEqual([100, 200, 300]);
    expect((await list('sort=-title')).rows.map((row) => row.title)).toEqual([
      `Gamma ${tag}`,
      `Beta ${tag}`,
      `Alpha ${tag}`,
    ]);
    const second = await list('sort=title&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, rows: [{ title: `Gamma ${tag}` }] });
    expect((await list('status=published')).total).toBe(0);
    expect((await list('status=draft&category=Grammar %26 Vocabulary')).total).toBe(3);
    expect((await api.get('/courses?sort=secret')).statusCode).toBe(400);
    expect((await api.get('/courses?pageSize=101')).statusCode).toBe(400);
    const students = await api.get('/courses?sort=-students&pageSize=1');
    expect(students.json<AdminCoursesPage>().rows[0]!.students).toBeGreaterThanOrEqual(0);
  });
});

describe('sections and lessons', () => {
  it('adds, renames, reorders and deletes sections and lessons, each audited', async () => {
    const course = await create();
    const section = async (title: string) =>
      (await api.post(`/courses/${course.id}/sections`, { title })).json<SectionResponse>().section;
    const one = await section('Basics');
    const two = await section('Practice');
    expect([one.position, two.position]).toEqual([0, 1]);

    const reordered = await api.put(`/courses/${course.id}/sections/order`, {
      ids: [two.id, one.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<SectionsResponse>().sections.map((s) => s.title)).toEqual([
      'Practice',
      'Basics',
    ]);
    const partial = await api.put(`/courses/${course.id}/sections/order`, { ids: [one.id] });
    expect(partial.statusCode).toBe(409);

    const lesson = async (title: string) => {
      const response = await api.post(`/courses/${course.id}/sections/${one.id}/lessons`, {
        title,
        kind: 'article',
        durationSeconds: 120,
        articleHtml: '<p>Read</p><script>bad()</script>',
      });
      expect(response.statusCode).toBe(201);
      return response.json<LessonResponse>().lesson;
    };
    const a = await lesson('Greetings');
    const b = await lesson('Sign-offs');
    expect(a.articleHtml).toBe('<p>Read</p>');
    const order = await api.put(`/courses/${course.id}/sections/${one.id}/lessons/order`, {
      ids: [b.id, a.id],
    });
    expect(order.json<LessonsResponse>().lessons.map((l) => l.title)).toEqual([
      'Sign-offs',
      'Greetings',
    ]);

    const edit = (title: string) =>
      api.put(`/courses/${course.id}/lessons/${a.id}`, {
        title,
        kind: 'article',
        durationSeconds: 60,
        preview: true,
        articleHtml: '<p>New</p>',
        version: a.version,
      });
    expect((await edit('Greetings 2')).statusCode).toBe(200);
    const stale = await edit('Greetings 3');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: m.LESSON_STALE });

    const renamed = await api.put(`/courses/${course.id}/sections/${two.id}`, { title: 'Drills' });
    expect(renamed.json<SectionResponse>().section.title).toBe('Drills');
    expect((await api.delete(`/courses/${course.id}/lessons/${b.id}`)).statusCode).toBe(200);
    expect((await api.delete(`/courses/${course.id}/sections/${two.id}`)).statusCode).toBe(200);

    const detail = (await api.get(`/courses/${course.id}`)).json<{ course: AdminCourse }>().course;
    expect(detail.sections).toHaveLength(1);
    expect(detail.sections[0]!.lessons.map((l) => [l.title, l.preview])).toEqual([
      ['Greetings 2', true],
    ]);
    const lessonAudit = await auditOf(t, 'lesson', a.id);
    expect(lessonAudit[0]).toMatchObject({ action: 'lesson.update' });
    expect(lessonAudit[0]!.before).toMatchObject({ title: 'Greetings' });
    expect(lessonAudit[0]!.after).toMatchObject({ title: 'Greetings 2' });
  });

  it('lists the instructors a course can name, and refuses one that does not exist', async () => {
    const { rows } = (await api.get('/courses/instructors')).json<{ rows: { id: string }[] }>();
    expect(rows.length).toBeGreaterThan(0);
    const course = await create({ instructorId: rows[0]!.id });
    expect(course.instructorId).toBe(rows[0]!.id);
    const unknown = await api.post(
      '/courses',
      draft({ instructorId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: m.INSTRUCTOR_NOT_FOUND });
  });

  it('answers 404 for a section of another course', async () => {
    const [first, second] = [await create(), await create()];
    const section = (
      await api.post(`/courses/${first.id}/sections`, { title: 'Only' })
    ).json<SectionResponse>().section;
    const response = await api.put(`/courses/${second.id}/sections/${section.id}`, { title: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: m.SECTION_NOT_FOUND });
  });
});
