import fs from 'node:fs';
import path from 'node:path';
import type {
  AttemptResponse,
  AudioPlay,
  Recording,
  TranscriptResponse,
} from '@contract/examTypes';
import type { ErrorResponse } from '@contract/types';
import * as m from '@contract/messages/exams';
import { MAX_RECORDING_CHUNK_BYTES } from '@contract/schemas/exams';
import { createMemoryMediaStorage } from '../../src/services/media/storage';
import type { TestContext } from '../helpers/testApp';
import {
  examCall,
  FIXTURE_FORMS_DIR,
  grantTest,
  moveClock,
  startAttempt,
  TAB,
  examTestApp,
} from '../helpers/exams';
import { signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

// What candidates hear and say: listening played once in exam mode (kept across reloads), served
// by signed addresses with ranges; spoken answers uploaded in chunks and joined; transcripts.

let t: TestContext;
let media: ReturnType<typeof createMemoryMediaStorage>;
let learner: SignedIn;
const AUDIO = fs.readFileSync(path.join(FIXTURE_FORMS_DIR, 'fixture-ielts', 'part-1.ogg'));

beforeAll(async () => {
  media = createMemoryMediaStorage();
  ({ t, learner } = await examTestApp({}, { media }));
});
afterAll(() => t.close());

const api = () => examCall(t, learner);

async function freshAttempt(mode: 'exam' | 'practice' = 'exam') {
  const entitlement = await grantTest(t, learner.user.id);
  return (await startAttempt(t, learner, entitlement, mode)).attempt;
}

const play = (attemptId: string, audioId = 'audio-1', tabId = TAB) =>
  api().post(`/attempts/${attemptId}/audio/${audioId}/play`, { tabId });

/** Moves to the speaking section (the last), handing in the others. */
async function toSpeaking(attemptId: string) {
  for (const [sectionId, next] of [
    ['listening', 'reading'],
    ['reading', 'writing'],
    ['writing', 'speaking'],
  ]) {
    await api().post(`/attempts/${attemptId}/sections/${sectionId}/submit`, { tabId: TAB });
    await api().post(`/attempts/${attemptId}/sections/${next}/start`, { tabId: TAB });
  }
}

describe('listening plays (exam mode)', () => {
  it('the first play starts the recording’s clock; a reload resumes where it is; after its end it never plays again', async () => {
    const attempt = await freshAttempt();
    const first = await play(attempt.id);
    expect(first.statusCode).toBe(200);
    const started = first.json<AudioPlay>();
    expect(started).toMatchObject({
      audioId: 'audio-1',
      durationSeconds: 30,
      finished: false,
      src: expect.stringMatching(
        new RegExp(`^/api/exam/attempts/${attempt.id}/audio/audio-1/file\\?exp=\\d+&sig=`),
      ),
    });
    expect(started.offsetSeconds).toBeLessThan(3);

    // A reload 12 s later: the same start, resumed at 12 s, not played again from the start.
    await moveClock(t.db, attempt.id, 12);
    const resumed = (await play(attempt.id)).json<AudioPlay>();
    expect(Date.parse(resumed.startedAt)).toBe(Date.parse(started.startedAt) - 12_000);
    expect(resumed.offsetSeconds).toBeGreaterThanOrEqual(12);
    expect(resumed.offsetSeconds).toBeLessThan(15);
    const view = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    expect(view.open!.audio).toEqual([
      expect.objectContaining({ audioId: 'audio-1', finished: false }),
    ]);

    await moveClock(t.db, attempt.id, 30);
    const over = await play(attempt.id);
    expect([over.statusCode, over.json<ErrorResponse>().message]).toEqual([409, m.AUDIO_PLAYED]);
    const afterEnd = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    expect(afterEnd.open!.audio[0]).toMatchObject({ finished: true, offsetSeconds: 30 });
    const plays = await t.db.query<{ plays: number }>(
      'SELECT plays FROM exam_audio_plays WHERE attempt_id = $1',
      [attempt.id],
    );
    expect(plays.rows).toEqual([{ plays: 1 }]);
  });

  it('refuses a recording not in the test, of a section not open, another tab and another learner', async () => {
    const attempt = await freshAttempt();
    expect((await play(attempt.id, 'audio-none')).statusCode).toBe(404);
    const notOpen = await play(attempt.id, 'audio-s1');
    expect([notOpen.statusCode, notOpen.json<ErrorResponse>().message]).toEqual([
      409,
      m.SECTION_NOT_OPEN,
    ]);
    expect((await play(attempt.id, 'audio-1', 'tab-elsewhere-01')).statusCode).toBe(409);
    const stranger = await signInAs(t, 'learner');
    const theirs = await examCall(t, stranger).post(`/attempts/${attempt.id}/audio/audio-1/play`, {
      tabId: TAB,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('listening plays (practice mode)', () => {
  it('replays from the start every time', async () => {
    const attempt = await freshAttempt('practice');
    await play(attempt.id);
    await moveClock(t.db, attempt.id, 40);
    const again = await play(attempt.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<AudioPlay>()).toMatchObject({ finished: false });
    expect(again.json<AudioPlay>().offsetSeconds).toBeLessThan(3);
    const plays = await t.db.query<{ plays: number }>(
      'SELECT plays FROM exam_audio_plays WHERE attempt_id = $1',
      [attempt.id],
    );
    expect(plays.rows).toEqual([{ plays: 2 }]);
  });
});

describe('the signed listening file', () => {
  it('serves the recording with ranges to its signed address only', async () => {
    const attempt = await freshAttempt();
    const { src } = (await play(attempt.id)).json<AudioPlay>();
    // No bearer token: the address is the proof.
    const whole = await t.app.inject({ method: 'GET', url: src });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/ogg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(AUDIO)).toBe(true);

    const range = await t.app.inject({
      method: 'GET',
      url: src,
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${AUDIO.length}`);
    expect(range.rawPayload.equals(AUDIO.subarray(100, 200))).toBe(true);
    const outside = await t.app.inject({
      method: 'GET',
      url: src,
      headers: { range: `bytes=${AUDIO.length + 10}-` },
    });
    expect(outside.statusCode).toBe(416);

    const forged = src.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const otherAudio = src.replace('/audio/audio-1/', '/audio/audio-s1/');
    expect((await t.app.inject({ method: 'GET', url: otherAudio })).statusCode).toBe(403);
    const expired = src.replace(/exp=\d+/, 'exp=1000');
    const refused = await t.app.inject({ method: 'GET', url: expired });
    expect([refused.statusCode, refused.json<ErrorResponse>().message]).toEqual([
      403,
      m.AUDIO_LINK_EXPIRED,
    ]);
  });
});

describe('spoken answers in chunks', () => {
  const chunkUrl = (attemptId: string, questionId: string, index: number, tabId = TAB) =>
    `/api/exam/attempts/${attemptId}/recordings/${questionId}/chunks/${index}?tabId=${tabId}`;
  const sendChunk = (
    attemptId: string,
    index: number,
    body: Buffer,
    type = 'audio/webm;codecs=opus',
    questionId = 's-q1',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: chunkUrl(attemptId, questionId, index),
      headers: { ...learner.auth, 'content-type': type },
      payload: body,
    });
  const finish = (attemptId: string, chunks: number, questionId = 's-q1') =>
    api().post(`/attempts/${attemptId}/recordings/${questionId}/finish`, {
      tabId: TAB,
      chunks,
      durationSeconds: 7.5,
    });
  const bytes = (fill: number, length = 64) => Buffer.alloc(length, fill);

  it('stores each chunk (sent again, it replaces itself) and joins them in order when finished', async () => {
    const attempt = await freshAttempt();
    await toSpeaking(attempt.id);
    expect((await sendChunk(attempt.id, 1, bytes(2))).statusCode).toBe(200);
    expect((await sendChunk(attempt.id, 0, bytes(9))).statusCode).toBe(200);
    // Chunk 0 again, with the bytes it should have had (a retry after a dropped connection).
    const replaced = await sendChunk(attempt.id, 0, bytes(1));
    expect(replaced.json<{ received: number; recording: Recording }>()).toEqual({
      received: 0,
      recording: { questionId: 's-q1', status: 'recording', chunks: 2, durationSeconds: 0 },
    });
    expect(media.objects.get(`recordings/${attempt.id}/s-q1/0`)!.body.equals(bytes(1))).toBe(true);

    const missing = await finish(attempt.id, 3);
    expect([missing.statusCode, missing.json<ErrorResponse>().message]).toEqual([
      409,
      m.recordingChunksMissing([2]),
    ]);
    await sendChunk(attempt.id, 2, bytes(3, 10));
    const done = await finish(attempt.id, 3);
    expect(done.statusCode).toBe(200);
    expect(done.json<{ recording: Recording }>().recording).toEqual({
      questionId: 's-q1',
      status: 'complete',
      chunks: 3,
      durationSeconds: 7.5,
    });
    const file = media.objects.get(`recordings/${attempt.id}/s-q1/answer.webm`)!;
    expect(file.body.equals(Buffer.concat([bytes(1), bytes(2), bytes(3, 10)]))).toBe(true);
    expect(file.contentType).toBe('audio/webm');
    const answer = await t.db.query<{ value: string }>(
      "SELECT value FROM exam_answers WHERE attempt_id = $1 AND question_id = 's-q1'",
      [attempt.id],
    );
    const recording = await t.db.query<{ id: string; bytes: string }>(
      "SELECT id, bytes FROM exam_recordings WHERE attempt_id = $1 AND question_id = 's-q1'",
      [attempt.id],
    );
    expect(answer.rows[0]!.value).toBe(recording.rows[0]!.id);
    expect(Number(recording.rows[0]!.bytes)).toBe(138);

    // Finishing again answers the same; a chunk after it is refused.
    expect((await finish(attempt.id, 3)).statusCode).toBe(200);
    const late = await sendChunk(attempt.id, 3, bytes(4));
    expect([late.statusCode, late.json<ErrorResponse>().message]).toEqual([
      409,
      m.RECORDING_FINISHED,
    ]);
    // The answer page shows it; a flag save keeps the recording as the answer.
    const flagged = await api().put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'speaking',
      answers: [{ questionId: 's-q1', value: null, flagged: true, seq: 2 }],
    });
    expect(flagged.statusCode).toBe(200);
    const view = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    expect(view.open!.answers).toEqual([
      { questionId: 's-q1', value: recording.rows[0]!.id, flagged: true, seq: 2 },
    ]);
    expect(view.open!.recordings).toEqual([
      { questionId: 's-q1', status: 'complete', chunks: 3, durationSeconds: 7.5 },
    ]);
  });

  it('refuses a type that is not audio (415), a chunk too large (413), a typed value and a question not spoken', async () => {
    const attempt = await freshAttempt();
    await toSpeaking(attempt.id);
    const text = await sendChunk(attempt.id, 0, bytes(1), 'text/plain');
    expect(text.statusCode).toBe(415);
    const video = await sendChunk(attempt.id, 0, bytes(1), 'video/webm');
    expect(video.statusCode).toBe(415);
    const huge = await sendChunk(attempt.id, 0, Buffer.alloc(MAX_RECORDING_CHUNK_BYTES + 1, 1));
    expect(huge.statusCode).toBe(413);
    const empty = await sendChunk(attempt.id, 0, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const notSpoken = await sendChunk(attempt.id, 0, bytes(1), 'audio/webm', 'w-q1');
    expect([notSpoken.statusCode, notSpoken.json<ErrorResponse>().message]).toEqual([
      400,
      m.RECORDING_NOT_SPEECH,
    ]);
    const typed = await api().put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'speaking',
      answers: [{ questionId: 's-q1', value: 'I said this', flagged: false, seq: 1 }],
    });
    expect(typed.statusCode).toBe(400);
    // A recording keeps the type it began with.
    await sendChunk(attempt.id, 0, bytes(1), 'audio/ogg');
    const mixed = await sendChunk(attempt.id, 1, bytes(1), 'audio/webm');
    expect([mixed.statusCode, mixed.json<ErrorResponse>().message]).toEqual([
      415,
      m.recordingTypeMismatch('audio/ogg'),
    ]);
    const stranger = await signInAs(t, 'learner');
    const theirs = await t.app.inject({
      method: 'PUT',
      url: chunkUrl(attempt.id, 's-q2', 0),
      headers: { ...stranger.auth, 'content-type': 'audio/webm' },
      payload: bytes(1),
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      [...media.objects.keys()].filter((key) => key.startsWith(`recordings/${attempt.id}/s-q2`)),
    ).toEqual([]);
  });

  it('a recording the candidate never finished is finished from its chunks when the section closes', async () => {
    const attempt = await freshAttempt();
    await toSpeaking(attempt.id);
    await sendChunk(attempt.id, 0, bytes(5), 'audio/ogg', 's-q2');
    await sendChunk(attempt.id, 1, bytes(6), 'audio/ogg', 's-q2');
    // The tab closed; the section's time runs out.
    await moveClock(t.db, attempt.id, 3600);
    await t.app.examClock.sweep();
    const file = media.objects.get(`recordings/${attempt.id}/s-q2/answer.ogg`)!;
    expect(file.body.equals(Buffer.concat([bytes(5), bytes(6)]))).toBe(true);
    const answer = await t.db.query<{ value: string | null }>(
      "SELECT value FROM exam_answers WHERE attempt_id = $1 AND question_id = 's-q2'",
      [attempt.id],
    );
    expect(answer.rows[0]!.value).toEqual(expect.any(String));
    const late = await sendChunk(attempt.id, 2, bytes(7), 'audio/ogg', 's-q2');
    expect(late.statusCode).toBe(409);
  });
});

describe('transcripts', () => {
  const transcript = (attemptId: string, audioId = 'audio-1') =>
    api().get(`/attempts/${attemptId}/audio/${audioId}/transcript`);

  it('in practice mode, once the part is answered', async () => {
    const attempt = await freshAttempt('practice');
    const early = await transcript(attempt.id);
    expect([early.statusCode, early.json<ErrorResponse>().message]).toEqual([
      403,
      m.TRANSCRIPT_LATER,
    ]);
    await api().put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'listening',
      answers: [
        ['l-q1', 'a'],
        ['l-q2', 'b'],
        ['l-q3', ['A']],
        ['l-q4', ['A', 'B']],
        ['l-q6', 'A'],
      ].map(([questionId, value]) => ({ questionId, value, flagged: false, seq: 1 })),
    });
    const shown = await transcript(attempt.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<TranscriptResponse>().lines[0]).toMatchObject({ speaker: 'Guide' });
  });

  it('in exam mode, only with the results', async () => {
    const attempt = await freshAttempt('exam');
    await api().post(`/attempts/${attempt.id}/sections/listening/submit`, { tabId: TAB });
    expect((await transcript(attempt.id)).statusCode).toBe(403);
    await t.db.query('UPDATE exam_attempts SET results_released_at = now() WHERE id = $1', [
      attempt.id,
    ]);
    expect((await transcript(attempt.id)).statusCode).toBe(200);
    expect((await transcript(attempt.id, 'audio-none')).statusCode).toBe(404);
  });
});
