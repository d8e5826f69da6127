import { CERTIFICATE_NOT_FOUND } from '@contract/messages/certificates';
import { formatLongDate } from '@contract/longDate';
import type {
  CertificateResponse,
  LearnCourseResponse,
  PurchasedCoursesResponse,
  SaveProgressResponse,
} from '@contract/types';
import { createMemoryMediaStorage } from '../src/services/media/storage';
import { buy, courseBySlug, type SeededCourse } from './helpers/shop';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

const SLUG = 'ielts-academic-complete';
const media = createMemoryMediaStorage();

let t: TestContext;
let course: SeededCourse;
let lessonIds: string[];

beforeAll(async () => {
  t = await createTestApp({}, { media });
  course = await courseBySlug(t, SLUG);
  const lessons = await t.db.query<{ id: string }>(
    'SELECT id FROM lessons WHERE course_id = $1 ORDER BY section_id, position',
    [course.id],
  );
  lessonIds = lessons.rows.map((row) => row.id);
});
afterAll(() => t.close());

async function learnerWithCourse(): Promise<SignedIn> {
  const learner = await signUpAndIn(t);
  await buy(t, learner, [SLUG]);
  return learner;
}

const complete = (who: SignedIn, lessonId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/learn/lessons/${lessonId}/progress`,
    headers: who.auth,
    payload: { positionSeconds: 0, completed: true },
  });

async function completeAll(who: SignedIn, lessons: string[]): Promise<SaveProgressResponse[]> {
  const answers = [];
  for (const lessonId of lessons) {
    const response = await complete(who, lessonId);
    expect(response.statusCode).toBe(200);
    answers.push(response.json<SaveProgressResponse>());
  }
  return answers;
}

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
    const halfway = await t.app.inject({
      method: 'PUT',
      url: `/api/learn/lessons/${lessonIds.at(-1)}/progress`,
      headers: learner.auth,
      payload: { positionSeconds: 1 },
    });
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

  it('completing a lesson again answers the same certificate, and issues or mails nothing more', async () => {
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
  const last = lessonIds.slice(-3);
  const responses = await Promise.all([...last, ...last].map((id) => complete(learner, id)));
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
