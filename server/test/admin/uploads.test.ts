import fs from 'node:fs';
import path from 'node:path';
import type {
  AdminCourse,
  AdminCourseResponse,
  LessonResponse,
  SectionResponse,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import { createMemoryMediaStorage } from '../../src/services/media/storage';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { adminCall, auditOf, signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

const SAMPLE_MP4 = fs.readFileSync(
  path.join(__dirname, '../../seed-media/ielts-task2-planning.mp4'),
);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100, 2)]);

let t: TestContext;
let media: ReturnType<typeof createMemoryMediaStorage>;
let staff: SignedIn;
let api: ReturnType<typeof adminCall>;
let course: AdminCourse;
let lessonId: string;

beforeAll(async () => {
  media = createMemoryMediaStorage();
  // A small video limit, so "too large" needs no gigabytes; the default is 2 GB (config.ts).
  t = await createTestApp({ videoUploadMaxBytes: 600 * 1024 }, { media });
  staff = await signInAs(t, 'staff');
  api = adminCall(t, staff);
  course = (
    await api.post('/courses', {
      title: 'Uploads',
      slug: 'uploads-course',
      price: 500,
      description: '',
    })
  ).json<AdminCourseResponse>().course;
  const section = (
    await api.post(`/courses/${course.id}/sections`, { title: 'One' })
  ).json<SectionResponse>().section;
  lessonId = (
    await api.post(`/courses/${course.id}/sections/${section.id}/lessons`, {
      title: 'Clip',
      kind: 'video',
    })
  ).json<LessonResponse>().lesson.id;
});
afterAll(() => t.close());

/** Keys the media storage holds now, apart from the seeded clips. */
const uploadedKeys = () => [...media.objects.keys()].filter((key) => !key.startsWith('seed/'));

function multipart(body: Buffer, filename: string, type: string) {
  const boundary = '----academy-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (url: string, body: Buffer, filename: string, type: string, who = staff) => {
  const form = multipart(body, filename, type);
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin${url}`,
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
  });
};

describe('thumbnail upload', () => {
  it('refuses a file that is not a picture by its bytes (whatever it claims), storing nothing', async () => {
    const response = await upload(
      `/courses/${course.id}/thumbnail`,
      Buffer.from('<svg onload="alert(1)"></svg>'.padEnd(64, ' ')),
      'x.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: m.THUMBNAIL_TYPE });
    expect(uploadedKeys()).toEqual([]);
  });

  it('refuses a picture over 2 MB, storing nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 3)]);
    const response = await upload(`/courses/${course.id}/thumbnail`, big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: m.THUMBNAIL_TOO_LARGE });
    expect(uploadedKeys()).toEqual([]);
  });

  it('refuses a request without a file', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${course.id}/thumbnail`,
      headers: { ...staff.auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(uploadedKeys()).toEqual([]);
  });

  it('stores a PNG, names the course thumbnail after it and serves it publicly', async () => {
    const response = await upload(`/courses/${course.id}/thumbnail`, PNG, 'cover.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const { thumbnail } = response.json<AdminCourseResponse>().course;
    expect(thumbnail).toMatch(/^\/api\/media\/thumbnails\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: thumbnail });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const [entry] = await auditOf(t, 'course', course.id);
    expect(entry).toMatchObject({ action: 'course.thumbnail', before: { thumbnail: '' } });
  });
});

describe('lesson video upload', () => {
  it('refuses a file that is not MP4 or WebM by its bytes, storing nothing', async () => {
    const response = await upload(
      `/courses/${course.id}/lessons/${lessonId}/video`,
      PNG,
      'a.mp4',
      'video/mp4',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: m.VIDEO_TYPE });
    expect(uploadedKeys().filter((key) => key.startsWith('lessons/'))).toEqual([]);
  });

  it('refuses a video over the configured limit, storing nothing', async () => {
    const big = Buffer.concat([WEBM, Buffer.alloc(700 * 1024, 1)]);
    const response = await upload(
      `/courses/${course.id}/lessons/${lessonId}/video`,
      big,
      'a.webm',
      'video/webm',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: m.videoTooLarge('1 MB'),
    });
    expect(uploadedKeys().filter((key) => key.startsWith('lessons/'))).toEqual([]);
  });

  it("stores an MP4 and takes the lesson's duration from its mvhd box", async () => {
    const response = await upload(
      `/courses/${course.id}/lessons/${lessonId}/video`,
      SAMPLE_MP4,
      'planning.mp4',
      'video/mp4',
    );
    expect(response.statusCode).toBe(200);
    const { lesson } = response.json<LessonResponse>();
    expect(lesson).toMatchObject({
      kind: 'video',
      durationSeconds: 46,
      video: {
        contentType: 'video/mp4',
        byteSize: SAMPLE_MP4.length,
        originalName: 'planning.mp4',
      },
    });
    const keys = uploadedKeys().filter((key) => key.startsWith(`lessons/${lessonId}/`));
    expect(keys).toHaveLength(1);
    expect(media.objects.get(keys[0]!)!.body.equals(SAMPLE_MP4)).toBe(true);
    const [entry] = await auditOf(t, 'lesson', lessonId);
    expect(entry).toMatchObject({ action: 'lesson.video', after: { durationSeconds: 46 } });
  });
});
