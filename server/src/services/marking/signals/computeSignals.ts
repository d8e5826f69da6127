import type { AutomaticSignal, MarkingResponse } from '@contract/examTypes';
import type { SpeechQuestion } from '@contract/exams/form';
import { sectionQuestions } from '@contract/exams/formRules';
import { saveSignals, type TranscriptWord } from '../../../repositories/examSignals';
import {
  attemptAnswers,
  completeRecordings,
  findAttemptWithForm,
  findSection,
  type RecordingRow,
} from '../../../repositories/markedAttempts';
import { readStored } from '../../media/storage';
import { nowOf, type MarkingApp } from '../markingApp';
import { sectionOf, unitResponses } from '../responses';
import { estimateFromQuality } from './estimate';
import { measureSpeaking, type SpokenAnswer } from './speakingSignals';
import { voiceActivity } from './voiceActivity';
import { measureEssay } from './writingSignals';

// The `exam.signals` job: an expert-marked section's automatic signals, computed in the background
// after it closes (never in a request) and stored with a provisional estimate. A failure is retried
// by the queue and shows in the admins' overview; marking never waits for it.

async function spokenAnswer(
  app: MarkingApp,
  question: SpeechQuestion,
  recording: RecordingRow,
): Promise<SpokenAnswer> {
  const { decoder, recogniser } = app.marking.signals;
  const answer: SpokenAnswer = {
    questionId: question.id,
    speakSeconds: question.speakSeconds,
    activity: null,
    words: null,
  };
  if (!decoder || !recording.storage_key) return answer;
  const file = await readStored(app.media, recording.storage_key);
  if (!file) return answer;
  const pcm = await decoder.decode(file);
  answer.activity = voiceActivity(pcm);
  if (recogniser && answer.activity.speakingSeconds > 0)
    answer.words = (await recogniser.transcribe(pcm)) as TranscriptWord[];
  return answer;
}

/** A unit's quality: the mean of its responses' qualities that could be measured. */
const meanOf = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
};

export async function computeSignals(
  app: MarkingApp,
  { attemptId, sectionId }: { attemptId: string; sectionId: string },
): Promise<void> {
  const attempt = await findAttemptWithForm(app.db, attemptId);
  const section = attempt && (await findSection(app.db, attemptId, sectionId));
  if (!attempt || !section || section.marking !== 'expert') return;
  const formSection = sectionOf(attempt.content, sectionId);
  if (!formSection) return;
  const [answers, recordings] = await Promise.all([
    attemptAnswers(app.db, attemptId, sectionId),
    completeRecordings(app.db, attemptId),
  ]);
  const units = unitResponses(attempt, sectionId, answers, recordings, () => '');
  const tools = app.marking.signals;
  const speechQuestions = new Map(
    sectionQuestions(formSection).flatMap(({ question }) =>
      question.type === 'speech' ? [[question.id, question] as const] : [],
    ),
  );

  const signals: AutomaticSignal[] = [];
  let transcript: TranscriptWord[] | null = null;
  const weighted: { weight: number; quality: number }[] = [];
  for (const { unit, responses } of units) {
    const essays = responses.filter((response) => response.type === 'essay');
    const spoken = responses.filter((response) => response.type === 'speech');
    const qualities: (number | null)[] = essays.map((essay) => {
      const measured = measureEssay(
        {
          questionId: essay.questionId,
          name: essays.length > 1 ? `${unit.title}, question ${essay.number}` : unit.title,
          text: essay.text ?? '',
          minWords: essay.minWords ?? 0,
          maxWords: essay.maxWords,
        },
        { spelling: tools.spelling(), style: tools.style },
      );
      signals.push(...measured.signals);
      return measured.quality ?? 0;
    });
    if (spoken.length > 0) {
      const measured = await measureUnitSpeech(app, spoken, recordings, speechQuestions);
      signals.push(
        ...measured.signals.map((signal) => prefixed(signal, unit.id, unit.title, units.length)),
      );
      if (measured.transcript) transcript = [...(transcript ?? []), ...measured.transcript];
      qualities.push(measured.quality);
    }
    const quality = meanOf(qualities);
    if (quality !== null) weighted.push({ weight: unit.weight, quality });
  }
  const totalWeight = weighted.reduce((sum, entry) => sum + entry.weight, 0);
  const estimate =
    totalWeight === 0
      ? null
      : estimateFromQuality(
          attempt.scoring.scheme,
          weighted.reduce((sum, entry) => sum + entry.weight * entry.quality, 0) / totalWeight,
        );
  await saveSignals(app.db, attemptId, sectionId, { estimate, signals, transcript }, nowOf(app));
}

/** A unit's signals keep their own ids when the section has one unit, else carry the unit's. */
function prefixed(signal: AutomaticSignal, unitId: string, title: string, units: number) {
  return units > 1
    ? { ...signal, id: `${unitId}.${signal.id}`, label: `${title}: ${signal.label}` }
    : signal;
}

async function measureUnitSpeech(
  app: MarkingApp,
  spoken: readonly MarkingResponse[],
  recordings: readonly RecordingRow[],
  questions: ReadonlyMap<string, SpeechQuestion>,
) {
  const answers: SpokenAnswer[] = [];
  for (const response of spoken) {
    const question = questions.get(response.questionId);
    const recording = recordings.find((row) => row.question_id === response.questionId);
    if (question && recording) answers.push(await spokenAnswer(app, question, recording));
  }
  const { decoder, recogniser } = app.marking.signals;
  return measureSpeaking(
    answers,
    { decoder: decoder !== null, recogniser: recogniser !== null },
    spoken.length,
  );
}
