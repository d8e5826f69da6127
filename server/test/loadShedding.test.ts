import { PassThrough } from 'node:stream';
import { SERVER_BUSY } from '@contract/messages/common';
import { createTestApp, type TestContext } from './helpers/testApp';

let t: TestContext;
let open: () => void = () => undefined;
let gate = Promise.resolve();
const streams: PassThrough[] = [];

beforeAll(async () => {
  t = await createTestApp({
    loadShedding: { enabled: true, maxInFlight: 2, retryAfterSeconds: 3 },
  });
  // A request that takes as long as the test wants: the process has it in hand until the gate opens.
  t.app.get('/api/test/slow', async () => {
    await gate;
    return { ok: true };
  });
  // A file the client reads slowly, as a player reads a lesson video while it plays.
  t.app.get('/api/test/stream', async (_request, reply) => {
    const stream = new PassThrough();
    streams.push(stream);
    stream.write('the first bytes of a video');
    return reply.send(stream);
  });
  await t.app.ready();
});
afterAll(() => t.close());

const slow = () => t.app.inject({ method: 'GET', url: '/api/test/slow' });
const catalogue = () => t.app.inject({ method: 'GET', url: '/api/courses?page=1&limit=7' });

it('beyond the requests it may have in hand, a process answers at once: 503, Retry-After, a message', async () => {
  gate = new Promise<void>((resolve) => (open = resolve));
  const inHand = [slow(), slow()];
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(t.app.requestsInFlight?.()).toBe(2);

  const refused = await catalogue();
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('3');
  expect(refused.json()).toEqual({ message: SERVER_BUSY, code: 'SERVER_BUSY' });

  open();
  expect((await Promise.all(inHand)).map((response) => response.statusCode)).toEqual([200, 200]);
  expect(t.app.requestsInFlight?.()).toBe(0);
  expect((await catalogue()).statusCode).toBe(200);
});

it('counts refused and failed requests out again, so the process never stays busy', async () => {
  for (let i = 0; i < 5; i += 1) {
    await t.app.inject({ method: 'GET', url: '/api/courses/not-a-course' });
    await t.app.inject({ method: 'POST', url: '/api/cart', payload: {} });
  }
  expect(t.app.requestsInFlight?.()).toBe(0);
});

it('counts a streamed file only until its answer starts, so viewers of long videos turn no one away', async () => {
  const viewers = [];
  try {
    // More viewers than the requests the process may have in hand, one after another: each
    // either starts reading (its stream is made) or is answered at once.
    for (let viewer = 1; viewer <= 3; viewer += 1) {
      const watching = t.app.inject({ method: 'GET', url: '/api/test/stream' });
      viewers.push(watching);
      const started = async () => {
        while (streams.length < viewer) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      await Promise.race([started(), watching]);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.app.requestsInFlight?.()).toBe(0);
    expect((await catalogue()).statusCode).toBe(200);
  } finally {
    streams.forEach((stream) => stream.end());
  }
  expect((await Promise.all(viewers)).map((response) => response.statusCode)).toEqual([
    200, 200, 200,
  ]);
  expect(t.app.requestsInFlight?.()).toBe(0);
});
