import fs from 'node:fs';
import path from 'node:path';
import type { AudioPlay, TranscriptResponse } from '@contract/examTypes';
import {
  AUDIO_LINK_EXPIRED,
  AUDIO_NOT_FOUND,
  AUDIO_PLAYED,
  TRANSCRIPT_LATER,
} from '@contract/messages/exams';
import { MEDIA_NOT_FOUND } from '@contract/messages/courses';
import { conflict, forbidden, notFound } from '../../lib/httpError';
import { listAnswers } from '../../repositories/examAnswers';
import { findAttempt, listSections, lockAttempt } from '../../repositories/examAttempts';
import { recordAudioPlay } from '../../repositories/examMedia';
import { assertInProgress, assertTab, assertTakesAnswers, ownAttempt } from './attemptRules';
import { audioPlayView, isAnswered } from './attemptView';
import type { ExamEngine } from './engine';
import { formAssetDir } from './forms/formAssets';
import type { FormIndex, IndexedAudio } from './forms/formIndex';

function audioOf(form: FormIndex, audioId: string): IndexedAudio {
  const audio = form.audio.get(audioId);
  if (!audio) throw notFound(AUDIO_NOT_FOUND);
  return audio;
}

/**
 * Plays a recording of the open section. The first play starts its clock; in exam mode a later
 * call (a reload) resumes where the clock says it is and is refused once it has ended, so it plays
 * once; in practice mode every call plays it again from the start.
 */
export async function playAudio(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  audioId: string,
  tabId: string,
): Promise<AudioPlay> {
  await engine.examClock.settle(attemptId);
  return engine.db.transaction(async (tx) => {
    const { attempt } = ownAttempt(
      await lockAttempt(tx, attemptId, 'share').then((row) => row && { attempt: row }),
      userId,
    );
    const form = (await engine.examForms.load(attempt.formVersionId, tx))!;
    const { audio, section } = audioOf(form, audioId);
    assertInProgress(attempt);
    assertTab(attempt, tabId);
    const sections = await listSections(tx, attemptId, engine.config.exams.saveGraceSeconds);
    assertTakesAnswers(sections.find((row) => row.sectionId === section.id));
    const play = await recordAudioPlay(tx, attemptId, audioId, attempt.mode === 'practice');
    const view = audioPlayView(engine, attempt, play, audio.durationSeconds);
    if (view.finished) throw conflict(AUDIO_PLAYED);
    return view;
  });
}

const AUDIO_TYPES: Record<string, string> = {
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  mp3: 'audio/mpeg',
};

/**
 * The file behind a signed listening address: the signature names the attempt and the recording
 * and has not expired. Answers where the file is on the disk and its type.
 */
export async function signedAudioFile(
  engine: ExamEngine,
  request: { attemptId: string; audioId: string; exp: number; sig: string },
): Promise<{ root: string; file: string; contentType: string }> {
  const nowSeconds = Math.floor(engine.clock.now() / 1000);
  if (
    !engine.examAudioUrls.verify(
      [request.attemptId, request.audioId],
      request.exp,
      request.sig,
      nowSeconds,
    )
  )
    throw forbidden(AUDIO_LINK_EXPIRED);
  const attempt = await findAttempt(engine.db, request.attemptId);
  const form = attempt && (await engine.examForms.load(attempt.formVersionId));
  const audio = form?.audio.get(request.audioId);
  if (!form || !audio) throw notFound(MEDIA_NOT_FOUND);
  const root = formAssetDir(engine.config.exams.formsDir, form.formId);
  if (!fs.existsSync(path.join(root, audio.audio.file))) throw notFound(MEDIA_NOT_FOUND);
  const extension = audio.audio.file.split('.').pop() ?? '';
  return {
    root,
    file: audio.audio.file,
    contentType: AUDIO_TYPES[extension] ?? 'application/octet-stream',
  };
}

/**
 * A recording's transcript: in practice mode once its questions are answered or its section has
 * closed; otherwise only once the results are released.
 */
export async function transcript(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  audioId: string,
): Promise<TranscriptResponse> {
  const { attempt } = ownAttempt(
    await findAttempt(engine.db, attemptId).then((row) => row && { attempt: row }),
    userId,
  );
  const form = (await engine.examForms.load(attempt.formVersionId))!;
  const { section, questionIds } = audioOf(form, audioId);
  let shown = attempt.resultsReleased;
  if (!shown && attempt.mode === 'practice') {
    const sections = await listSections(engine.db, attemptId, engine.config.exams.saveGraceSeconds);
    const closed = sections.find((row) => row.sectionId === section.id)?.status === 'closed';
    const answers = new Map(
      (await listAnswers(engine.db, attemptId, section.id)).map((row) => [
        row.questionId,
        row.value,
      ]),
    );
    shown = closed || questionIds.every((questionId) => isAnswered(answers.get(questionId)));
  }
  if (!shown) throw forbidden(TRANSCRIPT_LATER);
  return { audioId, lines: form.key.transcripts[audioId] ?? [] };
}
