import type { FinishRecordingRequest, Recording } from '@contract/examTypes';
import {
  RECORDING_EMPTY,
  RECORDING_FINISHED,
  RECORDING_NOT_SPEECH,
  questionNotInTest,
  recordingChunksMissing,
  recordingTypeMismatch,
} from '@contract/messages/exams';
import { badRequest, conflict, HttpError } from '../../lib/httpError';
import { findAttempt, listSections, lockAttempt } from '../../repositories/examAttempts';
import {
  ensureRecording,
  findRecording,
  listChunkIndexes,
  saveChunk,
} from '../../repositories/examMedia';
import { assertInProgress, assertTab, assertTakesAnswers, ownAttempt } from './attemptRules';
import { recordingView } from './attemptView';
import type { ExamEngine } from './engine';
import type { FormIndex, IndexedQuestion } from './forms/formIndex';
import { chunkKey, joinRecording } from './recordingFiles';

function speechQuestion(form: FormIndex, questionId: string): IndexedQuestion {
  const indexed = form.questions.get(questionId);
  if (!indexed) throw badRequest(questionNotInTest(questionId));
  if (indexed.question.type !== 'speech') throw badRequest(RECORDING_NOT_SPEECH);
  return indexed;
}

/**
 * One chunk of a spoken answer while it is recorded, taken while its section takes answers: stored
 * at recordings/<attempt>/<question>/<index> (a chunk sent again replaces itself), then counted.
 * The checks run before the bytes are stored and again, under the attempt's lock, before they
 * count, so a chunk answered 200 is part of the answer.
 */
export async function receiveChunk(
  engine: ExamEngine,
  userId: string,
  params: { attemptId: string; questionId: string; index: number },
  chunk: { tabId: string; contentType: string; body: Buffer },
): Promise<{ received: number; recording: Recording }> {
  const { attemptId, questionId, index } = params;
  const check = async (on: Parameters<typeof listSections>[0], lock: boolean) => {
    const attempt = ownAttempt(
      await (lock ? lockAttempt(on, attemptId, 'share') : findAttempt(on, attemptId)).then(
        (row) => row && { attempt: row },
      ),
      userId,
    ).attempt;
    const form = (await engine.examForms.load(attempt.formVersionId, on))!;
    const { section } = speechQuestion(form, questionId);
    assertInProgress(attempt);
    assertTab(attempt, chunk.tabId);
    const sections = await listSections(on, attemptId, engine.config.exams.saveGraceSeconds);
    assertTakesAnswers(sections.find((row) => row.sectionId === section.id));
    const held = await findRecording(on, attemptId, questionId);
    if (held?.status === 'complete') throw conflict(RECORDING_FINISHED);
    if (held && held.contentType !== chunk.contentType)
      throw new HttpError(415, recordingTypeMismatch(held.contentType));
  };
  if (chunk.body.length === 0) throw badRequest(RECORDING_EMPTY);
  await check(engine.db, false);
  await engine.media.put(chunkKey(attemptId, questionId, index), chunk.body, chunk.contentType);
  return engine.db.transaction(async (tx) => {
    await check(tx, true);
    const recording = await ensureRecording(tx, attemptId, questionId, chunk.contentType);
    const counted = await saveChunk(tx, recording.id, index, chunk.body.length);
    return { received: index, recording: recordingView(counted) };
  });
}

/**
 * The spoken answer is complete: chunks 0 to `chunks - 1` must all be there (409 names the missing
 * ones, to be sent again); they are joined in order into one file, which becomes the answer.
 * Finishing again answers the same recording. Allowed after the section closed, since every chunk
 * it joins was taken in time.
 */
export async function finishRecording(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  questionId: string,
  request: FinishRecordingRequest,
): Promise<{ recording: Recording }> {
  return engine.db.transaction(async (tx) => {
    const { attempt } = ownAttempt(
      await lockAttempt(tx, attemptId, 'share').then((row) => row && { attempt: row }),
      userId,
    );
    const form = (await engine.examForms.load(attempt.formVersionId, tx))!;
    const { section } = speechQuestion(form, questionId);
    assertTab(attempt, request.tabId);
    const wanted = Array.from({ length: request.chunks }, (_, index) => index);
    const recording = await findRecording(tx, attemptId, questionId);
    if (!recording) throw conflict(recordingChunksMissing(wanted));
    if (recording.status === 'complete') return { recording: recordingView(recording) };
    const received = new Set(await listChunkIndexes(tx, recording.id));
    const missing = wanted.filter((index) => !received.has(index));
    if (missing.length > 0) throw conflict(recordingChunksMissing(missing));
    const complete = await joinRecording(
      tx,
      engine.media,
      attemptId,
      section.id,
      recording,
      wanted,
      request.durationSeconds,
    );
    return { recording: recordingView(complete) };
  });
}
