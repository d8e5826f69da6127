import fs from 'node:fs';
import path from 'node:path';
import type {
  AdminCourse,
  AdminCourseResponse,
  LessonResponse,
  SectionResponse,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import * as cm from '@contract/messages/captions';
import { fieldInvalid, ID_RULE, nulCharacter } from '@contract/messages/common';
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

/** An MP4 whose movie header (moov > mvhd, version 1) claims `seconds` of running time. */
function mp4Claiming(seconds: bigint): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const mvhd = Buffer.alloc(32);
  mvhd[0] = 1;
  mvhd.writeUInt32BE(1, 20);
  mvhd.writeBigUInt64BE(seconds, 24);
  const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isommp41', 'latin1'));
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), Buffer.alloc(200, 7)]);
}

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
  // The name goes into the header as bytes, as a browser sends it (a NUL included).
  const boundary = '----academy-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
      'utf8',
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

describe('lesson captions upload', () => {
  const captionsUrl = () => `/courses/${course.id}/lessons/${lessonId}/captions`;
  const VTT = Buffer.from(
    'WEBVTT\n\n1\n00:00:00.500 --> 00:00:04.000\nPlan before you write.\n\n' +
      'NOTE a comment block\n\n00:04.000 --> 00:09.250 line:90%\nThen write each paragraph.\n',
  );
  const captionKeys = () => uploadedKeys().filter((key) => key.endsWith('.vtt'));
  const refused = async (body: Buffer, status: number, message: string) => {
    const response = await upload(captionsUrl(), body, 'lesson.vtt', 'text/vtt');
    expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
      status,
      message,
    ]);
    expect(captionKeys()).toEqual([]);
  };

  it('refuses a file without the WEBVTT header (an .srt renamed), storing nothing', () =>
    refused(Buffer.from('1\n00:00:01,000 --> 00:00:04,000\nHello\n'), 415, cm.CAPTIONS_TYPE));

  it('refuses SubRip timings inside a WebVTT header, naming the line', () =>
    refused(
      Buffer.from('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\nHello\n'),
      400,
      cm.captionsCommaTiming(3),
    ));

  it('refuses a cue that ends before it starts, and a file with no cues', async () => {
    await refused(
      Buffer.from('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nHello\n'),
      400,
      cm.captionsEndsBeforeStart(3),
    );
    await refused(Buffer.from('WEBVTT - only a header\n\n'), 400, cm.CAPTIONS_NO_CUES);
    await refused(Buffer.from('WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n'), 400, cm.CAPTIONS_HEADER);
  });

  it('refuses text that is not UTF-8, and a file over 1 MB', async () => {
    await refused(
      Buffer.concat([
        Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\n'),
        Buffer.from([0xff, 0xfe]),
      ]),
      400,
      cm.CAPTIONS_NOT_UTF8,
    );
    const cue = '00:01.000 --> 00:02.000\nA long caption line for the size limit.\n\n';
    const big = Buffer.from(`WEBVTT\n\n${cue.repeat(Math.ceil((1024 * 1024) / cue.length) + 1)}`);
    await refused(big, 413, cm.CAPTIONS_TOO_LARGE);
  });

  it('stores a WebVTT file, names it on the lesson, audits it, and the player gets its track', async () => {
    const response = await upload(captionsUrl(), VTT, 'planning.en.vtt', 'text/vtt');
    expect(response.statusCode).toBe(200);
    expect(response.json<LessonResponse>()).toMatchObject({
      message: cm.CAPTIONS_SAVED,
      lesson: { captions: { byteSize: VTT.length, originalName: 'planning.en.vtt' } },
    });
    expect(captionKeys()).toHaveLength(1);
    const [entry] = await auditOf(t, 'lesson', lessonId);
    expect(entry).toMatchObject({ action: 'lesson.captions', before: { captions: null } });

    // A learner watching the lesson (a free preview of the published course) gets the captions.
    const lesson = response.json<LessonResponse>().lesson;
    const { version } = lesson;
    expect(
      (
        await api.put(`/courses/${course.id}/lessons/${lessonId}`, {
          ...{ title: lesson.title, kind: 'video', preview: true, version },
        })
      ).statusCode,
    ).toBe(200);
    expect((await api.post(`/courses/${course.id}/publish`)).statusCode).toBe(200);
    const playback = await t.app.inject({
      method: 'GET',
      url: `/api/learn/lessons/${lessonId}/playback`,
    });
    const captions = playback.json<{ media: { captions: string | null } }>().media.captions;
    expect(captions).toMatch(new RegExp(`^/api/media/lessons/${lessonId}/captions\\?`));
    const track = await t.app.inject({ method: 'GET', url: captions! });
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toMatch(/^text\/vtt/);
    expect(track.body).toBe(VTT.toString());
  });

  it('refuses captions for a reading lesson', async () => {
    const section = (
      await api.post(`/courses/${course.id}/sections`, { title: 'Reading' })
    ).json<SectionResponse>().section;
    const article = (
      await api.post(`/courses/${course.id}/sections/${section.id}/lessons`, {
        title: 'Text',
        kind: 'article',
      })
    ).json<LessonResponse>().lesson.id;
    const response = await upload(
      `/courses/${course.id}/lessons/${article}/captions`,
      VTT,
      'a.vtt',
      'text/vtt',
    );
    expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
      400,
      cm.CAPTIONS_VIDEO_ONLY,
    ]);
  });
});

describe('refused uploads leave nothing behind', () => {
  const videoUrl = () => `/courses/${course.id}/lessons/${lessonId}/video`;
  const lessonVideo = async (id = lessonId) =>
    (
      await t.db.query<{ video_asset_id: string | null; duration_seconds: number }>(
        'SELECT video_asset_id, duration_seconds FROM lessons WHERE id = $1',
        [id],
      )
    ).rows[0];
  const mediaRows = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM media_assets')).rows[0]!.n);

  it('refuses an MP4 whose header claims 2^62 seconds, before storing it', async () => {
    const [files, rows, before] = [media.objects.size, await mediaRows(), await lessonVideo()];
    const response = await upload(videoUrl(), mp4Claiming(2n ** 62n), 'long.mp4', 'video/mp4');
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: m.VIDEO_DURATION_INVALID, code: 'VALIDATION' },
    ]);
    expect([media.objects.size, await mediaRows(), await lessonVideo()]).toEqual([
      files,
      rows,
      before,
    ]);
  });

  it('takes an MP4 of exactly 24 hours', async () => {
    const response = await upload(videoUrl(), mp4Claiming(86_400n), 'day.mp4', 'video/mp4');
    expect(response.statusCode).toBe(200);
    expect(response.json<LessonResponse>().lesson.durationSeconds).toBe(86_400);
  });

  it('refuses a file name with a NUL character, before storing it', async () => {
    const [files, rows, before] = [media.objects.size, await mediaRows(), await lessonVideo()];
    const response = await upload(videoUrl(), SAMPLE_MP4, 'clip\u0000.mp4', 'video/mp4');
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: nulCharacter('file name'), code: 'VALIDATION' },
    ]);
    expect([media.objects.size, await mediaRows(), await lessonVideo()]).toEqual([
      files,
      rows,
      before,
    ]);
  });

  it('refuses an upper-case lesson id in the address, before reading the file', async () => {
    const files = media.objects.size;
    const response = await upload(
      `/courses/${course.id}/lessons/${lessonId.toUpperCase()}/video`,
      SAMPLE_MP4,
      'clip.mp4',
      'video/mp4',
    );
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: fieldInvalid('lessonId', ID_RULE), code: 'VALIDATION' },
    ]);
    expect(media.objects.size).toBe(files);
  });

  it('removes the stored video when the lesson is deleted while it uploads', async () => {
    const section = (
      await api.post(`/courses/${course.id}/sections`, { title: 'Doomed' })
    ).json<SectionResponse>().section;
    const doomed = (
      await api.post(`/courses/${course.id}/sections/${section.id}/lessons`, {
        title: 'Deleted meanwhile',
        kind: 'video',
      })
    ).json<LessonResponse>().lesson.id;
    const files = media.objects.size;
    const putFile = media.putFile;
    // Another staff member deletes the lesson once the file is stored, before it is recorded.
    media.putFile = async (...args) => {
      await putFile(...args);
      expect((await api.delete(`/courses/${course.id}/lessons/${doomed}`)).statusCode).toBe(200);
    };
    try {
      const response = await upload(
        `/courses/${course.id}/lessons/${doomed}/video`,
        SAMPLE_MP4,
        'clip.mp4',
        'video/mp4',
      );
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: m.LESSON_NOT_FOUND },
      ]);
    } finally {
      media.putFile = putFile;
    }
    expect(media.objects.size).toBe(files);
    expect(uploadedKeys().filter((key) => key.startsWith(`lessons/${doomed}/`))).toEqual([]);
  });
});
