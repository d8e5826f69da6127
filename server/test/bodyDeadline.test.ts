import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import type { AdminCourseResponse, LessonResponse, SectionResponse } from '@contract/types';
import { REQUEST_TOO_SLOW } from '@contract/messages/common';
import { createMemoryMediaStorage } from '../src/services/media/storage';
import { adminCall, signInAs } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/testApp';
import type { SignedIn } from './helpers/users';

// A request's body must arrive within the body timeout (here half a second), or the client gets 408
// and its connection is closed; a staff upload has the upload timeout instead, so a large video on
// a slow line is not cut off. Over real sockets: the app listening on a port.

const BODY_TIMEOUT_MS = 500;
const SAMPLE_MP4 = fs.readFileSync(path.join(__dirname, '../seed-media/ielts-task2-planning.mp4'));

let t: TestContext;
let staff: SignedIn;
let port: number;
let uploadPath: string;

beforeAll(async () => {
  t = await createTestApp(
    { connections: { bodyTimeoutMs: BODY_TIMEOUT_MS } },
    { media: createMemoryMediaStorage() },
  );
  staff = await signInAs(t, 'staff');
  const api = adminCall(t, staff);
  const course = (
    await api.post('/courses', { title: 'Slow line', slug: 'slow-line', price: 500 })
  ).json<AdminCourseResponse>().course;
  const section = (
    await api.post(`/courses/${course.id}/sections`, { title: 'One' })
  ).json<SectionResponse>().section;
  const lesson = (
    await api.post(`/courses/${course.id}/sections/${section.id}/lessons`, {
      title: 'Clip',
      kind: 'video',
    })
  ).json<LessonResponse>().lesson;
  uploadPath = `/api/admin/courses/${course.id}/lessons/${lesson.id}/video`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const cartBody = Buffer.from(
  JSON.stringify({
    productId: '00000000-0000-4000-8000-000000000000',
    model: 'Course',
    quantity: 1,
  }),
);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the body in `parts` pieces, `gapMs` apart; resolves with the status and body, or 'closed'. */
function sendSlowly(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  parts: number,
  gapMs: number,
): Promise<{ status: number; body: string } | 'closed'> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { ...headers, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', () => resolve('closed'));
    void (async () => {
      const size = Math.ceil(body.length / parts);
      for (let at = 0; at < body.length; at += size) {
        if (request.destroyed) return;
        request.write(body.subarray(at, at + size));
        await sleep(gapMs);
      }
      request.end();
    })();
  });
}

it('answers a body that arrives too slowly with 408 and closes the connection', async () => {
  const answer = await sendSlowly(
    'POST',
    '/api/cart',
    { ...staff.auth, 'content-type': 'application/json' },
    cartBody,
    8,
    200,
  );
  expect(answer).toEqual({ status: 408, body: JSON.stringify({ message: REQUEST_TOO_SLOW }) });
});

it('takes a body that arrives in time', async () => {
  const answer = await sendSlowly(
    'POST',
    '/api/cart',
    { ...staff.auth, 'content-type': 'application/json' },
    cartBody,
    2,
    50,
  );
  // Read and handled: there is no such course.
  expect(answer).toMatchObject({ status: 404 });
});

it('gives a staff upload longer than the body timeout', async () => {
  const boundary = '----academy-slow-upload';
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    ),
    SAMPLE_MP4,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const startedAt = Date.now();
  const answer = await sendSlowly(
    'PUT',
    uploadPath,
    { ...staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    form,
    6,
    250,
  );
  expect(Date.now() - startedAt).toBeGreaterThan(BODY_TIMEOUT_MS * 2);
  expect(answer).toMatchObject({ status: 200 });
});

it('closes the connection of a refused upload whose body keeps trickling after the answer', async () => {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  const startedAt = Date.now();
  // No sign-in: refused before its body is read, which Node would then read to the end.
  socket.write(
    `PUT ${uploadPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x',
  );
  const drip = setInterval(() => socket.write('.'), 100);
  const closedAt = await Promise.race([closed, sleep(5000).then(() => 0)]);
  clearInterval(drip);
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1\.1 401/);
  expect(closedAt).toBeGreaterThan(0);
  expect(closedAt - startedAt).toBeLessThan(BODY_TIMEOUT_MS + 1500);
});
