import { CERTIFICATE_NOT_FOUND, CERTIFICATE_REVOKED } from '@contract/messages/certificates';
import { READ_TO_COMPLETE, WATCH_TO_COMPLETE } from '@contract/messages/courses';
import { formatLongDate } from '@contract/longDate';
import type {
  CertificateResponse,
  LearnCourseResponse,
  PurchasedCoursesResponse,
  SaveProgressResponse,
} from '@contract/types';
import { createMemoryMediaStorage } from '../src/services/media/storage';
import { buy, courseBySlug, type SeededCourse } from './helpers/shop';
import { signInAs } from './helpers/staff';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';
import { lessonsOf, openLesson, saveProgress, testClock, watchThrough } from './helpers/watching';

const SLUG = 'ielts-academic-complete';
const media = createMemoryMediaStorage();
const clock = testClock();

let t: TestContext;
let course: SeededCourse;
let lessons: { id: string; kind: string; duration_seconds: number }[];
let lessonIds: string[];

beforeAll(async () => {
  t = await createTestApp({}, { media, clock });
  course = await courseBySlug(t, SLUG);
  lessons = await lessonsOf(t, course.id);
  lessonIds = lessons.map((lesson) => lesson.id);
});
afterAll(() => t.close());

async function learnerWithCourse(): Promise<SignedIn> {
  const learner = await signUpAndIn(t);
  await buy(t, learner, [SLUG]);
  return learner;
}

/** The learner watches (or reads) each lesson through at `rate`, one after another. */
async function completeAll(
  who: SignedIn,
  ids: string[],
  rate = 1,
): Promise<SaveProgressResponse[]> {
  const answers = [];
  for (const lessonId of ids) answers.push(await watchThrough(t, clock, who, lessonId, rate));
  return answers;
}

/** What the exploit sent: "done" for a lesson never played. */
const claimDone = (who: SignedIn, lessonId: string, positionSeconds = 0) =>
  saveProgress(t, who, lessonId, { positionSeconds, completed: true });

const certificatesOf = (who: SignedIn) =>
  t.db.query<{ id: string }>('SELECT id FROM certificates WHERE user_id = $1', [who.user.id]);

const certificateMails = (who: SignedIn) =>
  t.mail
    .to(who.user.email)
    .filter((mail) => mail.attachments?.some((file) => file.filename.startsWith('certificate-')));

const getCertificate = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
const getPdf = (id: string) => t.app.inject({ method: 'GET', url: `/api/certificates/${id}/pdf` });

describe('issuing a certificate of completion', () => {
  let learner: SignedIn;
  let certificateId: string;

  beforeAll(async () => {
    learner = await learnerWithCourse();
  });

  it('issues nothing while a lesson remains', async () => {
    const answers = await completeAll(learner, lessonIds.slice(0, -1));
    expect(answers.at(-1)).toMatchObject({ progress: { completed: true }, certificateId: null });
    await openLesson(t, learner, lessonIds.at(-1)!);
    clock.advance(1);
    const halfway = await saveProgress(t, learner, lessonIds.at(-1)!, { positionSeconds: 1 });
    expect(halfway.json<SaveProgressResponse>()).not.toHaveProperty('certificateId');
    await t.app.tasks.idle();
    expect((await certificatesOf(learner)).rowCount).toBe(0);
    expect(certificateMails(learner)).toHaveLength(0);
  });

  it('issues one with the last lesson, stores its PDF and mails it to the learner', async () => {
    const [last] = await completeAll(learner, lessonIds.slice(-1));
    certificateId = last!.certificateId!;
    expect(certificateId).toMatch(/^[0-9a-f-]{36}$/);
    await t.app.tasks.idle();

    expect((await certificatesOf(learner)).rows).toEqual([{ id: certificateId }]);
    const mails = certificateMails(learner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toBe(`${TEST_SITE_URL}/certificates/${certificateId}`);
    const [attachment] = mails[0]!.attachments!;
    expect(attachment).toMatchObject({
      filename: `certificate-${certificateId}.pdf`,
      contentType: 'application/pdf',
    });
    expect(Buffer.from(attachment!.contentBase64, 'base64').subarray(0, 4).toString('latin1')).toBe(
      '%PDF',
    );
    expect(media.objects.get(`certificates/${certificateId}.pdf`)?.body).toEqual(
      Buffer.from(attachment!.contentBase64, 'base64'),
    );
  });

  it('watching a lesson again answers the same certificate, and issues or mails nothing more', async () => {
    const again = await completeAll(learner, [lessonIds[0]!, lessonIds.at(-1)!]);
    expect(again.map((answer) => answer.certificateId)).toEqual([certificateId, certificateId]);
    await t.app.tasks.idle();
    expect((await certificatesOf(learner)).rowCount).toBe(1);
    expect(certificateMails(learner)).toHaveLength(1);
  });

  it('shows the certificate in the learning area and on the dashboard', async () => {
    const area = await t.app.inject({
      method: 'GET',
      url: `/api/learn/${SLUG}`,
      headers: learner.auth,
    });
    expect(area.json<LearnCourseResponse>().course.certificateId).toBe(certificateId);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/learn/${SLUG}` });
    expect(visitor.json<LearnCourseResponse>().course.certificateId).toBeNull();

    const purchased = await t.app.inject({
      method: 'GET',
      url: '/api/orders/purchased-course',
      headers: learner.auth,
    });
    expect(purchased.json<PurchasedCoursesResponse>().courses).toEqual([
      expect.objectContaining({ courseId: course.id, certificateId }),
    ]);
  });

  it('shows anyone the name, the course and the date, and nothing else', async () => {
    const response = await getCertificate(certificateId);
    expect(response.statusCode).toBe(200);
    const { certificate } = response.json<CertificateResponse>();
    expect(Object.keys(response.json<object>())).toEqual(['certificate']);
    expect(certificate).toEqual({
      id: certificateId,
      learnerName: 'Asha Verma',
      courseTitle: expect.any(String),
      issuedAt: expect.any(String),
      revokedAt: null,
    });
    expect(Math.abs(Date.parse(certificate.issuedAt) - Date.now())).toBeLessThan(60_000);
    const title = await t.db.query<{ title: string }>('SELECT title FROM courses WHERE id = $1', [
      course.id,
    ]);
    expect(certificate.courseTitle).toBe(title.rows[0]!.title);
  });

  it('keeps the name as it was at issue when the learner renames themselves', async () => {
    await t.db.query("UPDATE users SET name = 'Someone Else' WHERE id = $1", [learner.user.id]);
    const { certificate } = (await getCertificate(certificateId)).json<CertificateResponse>();
    expect(certificate.learnerName).toBe('Asha Verma');
  });

  it('downloads the stored PDF, and draws it again when the file has gone', async () => {
    const stored = media.objects.get(`certificates/${certificateId}.pdf`)!.body;
    const download = await getPdf(certificateId);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${certificateId}.pdf"`,
    );
    expect(download.rawPayload).toEqual(stored);

    media.objects.delete(`certificates/${certificateId}.pdf`);
    const redrawn = await getPdf(certificateId.toUpperCase());
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(media.objects.has(`certificates/${certificateId}.pdf`)).toBe(true);
  });
});

it('issues exactly one certificate when the last lessons are completed at once', async () => {
  const learner = await learnerWithCourse();
  await completeAll(learner, lessonIds.slice(0, -3));
  const last = lessons.slice(-3);
  // Played one after another, then every "ended" save sent at once (twice each).
  for (const lesson of last) await openLesson(t, learner, lesson.id);
  clock.advance(last.reduce((sum, lesson) => sum + lesson.duration_seconds, 0));
  const responses = await Promise.all(
    [...last, ...last].map((lesson) => claimDone(learner, lesson.id, lesson.duration_seconds)),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
  await t.app.tasks.idle();

  const { rows } = await certificatesOf(learner);
  expect(rows).toHaveLength(1);
  const given = responses
    .map((response) => response.json<SaveProgressResponse>().certificateId)
    .filter(Boolean);
  expect(given.length).toBeGreaterThan(0);
  expect(new Set(given)).toEqual(new Set([rows[0]!.id]));
  expect(certificateMails(learner)).toHaveLength(1);
});

describe('completion needs watching the server can believe', () => {
  it('does not complete a lesson reported done without being played, and issues no certificate', async () => {
    const learner = await learnerWithCourse();
    for (const lesson of lessons) {
      const answer = await claimDone(learner, lesson.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<SaveProgressResponse>()).toEqual({
        progress: { lessonId: lesson.id, positionSeconds: 0, completed: false },
        notice: lesson.kind === 'video' ? WATCH_TO_COMPLETE : READ_TO_COMPLETE,
      });
    }
    await t.app.tasks.idle();
    expect((await certificatesOf(learner)).rowCount).toBe(0);
    expect(certificateMails(learner)).toHaveLength(0);
  });

  it('clamps a position that runs ahead of real time since the lesson was opened', async () => {
    const learner = await learnerWithCourse();
    const video = lessons.find((lesson) => lesson.kind === 'video')!;
    await openLesson(t, learner, video.id);
    const atOnce = await claimDone(learner, video.id, video.duration_seconds);
    // Where to resume is what the player said; what counts is what real time allows.
    expect(atOnce.json<SaveProgressResponse>().progress).toEqual({
      lessonId: video.id,
      positionSeconds: video.duration_seconds,
      completed: false,
    });
    clock.advance(5);
    await claimDone(learner, video.id, video.duration_seconds);
    const trusted = await t.db.query<{ watched_seconds: number }>(
      'SELECT watched_seconds FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2',
      [learner.user.id, video.id],
    );
    // Five seconds at 2x and the slack of fifteen.
    expect(trusted.rows).toEqual([{ watched_seconds: 25 }]);
  });

  it('does not let lessons be "watched" side by side: real time is spent once', async () => {
    const learner = await learnerWithCourse();
    for (const lesson of lessons) await openLesson(t, learner, lesson.id);
    // Long enough for any one lesson at normal speed, not for all of them.
    clock.advance(Math.max(...lessons.map((lesson) => lesson.duration_seconds)));
    const answers = await Promise.all(
      lessons.map((lesson) => claimDone(learner, lesson.id, lesson.duration_seconds)),
    );
    const completed = answers.filter(
      (answer) => answer.json<SaveProgressResponse>().progress.completed,
    );
    expect(completed.length).toBeLessThan(lessons.length);
    await t.app.tasks.idle();
    expect((await certificatesOf(learner)).rowCount).toBe(0);
  });

  it('gives a learner watching at twice the speed their certificate', async () => {
    const learner = await learnerWithCourse();
    const answers = await completeAll(learner, lessonIds, 2);
    expect(answers.every((answer) => answer.progress.completed)).toBe(true);
    expect(answers.at(-1)!.certificateId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a refund revokes the certificate', () => {
  it('its page says it was revoked, its PDF is no longer served, and buying again earns a new one', async () => {
    const learner = await signUpAndIn(t);
    const orderId = await buy(t, learner, [SLUG]);
    const [last] = (await completeAll(learner, lessonIds)).slice(-1);
    const certificateId = last!.certificateId!;
    expect((await getPdf(certificateId)).statusCode).toBe(200);

    // Everything was watched, so the refund waits for staff, who approve it.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      headers: learner.auth,
      payload: { reason: 'Changed my mind.' },
    });
    const refundId = asked.json<{ order: { refund: { id: string } } }>().order.refund.id;
    const staff = await signInAs(t, 'staff');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/approve`,
      headers: staff.auth,
    });
    expect(approved.statusCode).toBe(200);

    const page = await getCertificate(certificateId);
    expect(page.statusCode).toBe(200);
    const { certificate } = page.json<CertificateResponse>();
    expect(certificate).toMatchObject({ id: certificateId, learnerName: 'Asha Verma' });
    expect(Math.abs(Date.parse(certificate.revokedAt!) - Date.now())).toBeLessThan(60_000);
    const pdf = await getPdf(certificateId);
    expect(pdf.statusCode).toBe(410);
    expect(pdf.json()).toEqual({ message: CERTIFICATE_REVOKED });

    // Bought again: the lessons it completed count, and the next completion issues a new one.
    await buy(t, learner, [SLUG]);
    const purchased = await t.app.inject({
      method: 'GET',
      url: '/api/orders/purchased-course',
      headers: learner.auth,
    });
    expect(purchased.json<PurchasedCoursesResponse>().courses).toEqual([
      expect.objectContaining({ courseId: course.id, certificateId: null }),
    ]);
    const again = await watchThrough(t, clock, learner, lessonIds[0]!);
    expect(again.certificateId).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.certificateId).not.toBe(certificateId);
    expect(
      (await getCertificate(certificateId)).json<CertificateResponse>().certificate.revokedAt,
    ).not.toBeNull();
    expect((await getPdf(again.certificateId!)).statusCode).toBe(200);
  });
});

it('answers 404 with a clear message for an unknown or malformed id', async () => {
  for (const id of ['8d7f0c1e-4b7a-4c1e-9b2f-3a6d5e4c2b1a', 'not-a-certificate', '12345']) {
    for (const response of [await getCertificate(id), await getPdf(id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CERTIFICATE_NOT_FOUND });
    }
  }
});

it('dates a certificate by the calendar in India', () => {
  expect(formatLongDate('2026-11-24T19:00:00Z')).toBe('25 November 2026');
  expect(formatLongDate(new Date('2026-01-05T10:00:00Z'))).toBe('5 January 2026');
  expect(formatLongDate('not a date')).toBe('');
});
