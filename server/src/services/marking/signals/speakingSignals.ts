import type { AutomaticSignal } from '@contract/examTypes';
import type { TranscriptWord } from '../../../repositories/examSignals';
import { mtld } from './textMeasures';
import { LONG_PAUSE_SECONDS, type VoiceActivity } from './voiceActivity';

// A section's spoken answers measured together: how many were recorded, time spoken, speech rate,
// pauses and, where a recogniser ran, a rough transcript; each as a labelled figure with a sentence
// on what it suggests, and a quality from 0 to 1 for the section's estimate.

export interface SpokenAnswer {
  questionId: string;
  /** The answer's speaking time the question allows. */
  speakSeconds: number;
  activity: VoiceActivity | null;
  words: TranscriptWord[] | null;
}

export interface SpeakingMeasures {
  signals: AutomaticSignal[];
  quality: number | null;
  transcript: TranscriptWord[] | null;
}

const clamp = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));
const NOT_AVAILABLE = 'Not available on this server';

const minutes = (seconds: number): string => {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`;
};

export function measureSpeaking(
  answers: readonly SpokenAnswer[],
  tools: { decoder: boolean; recogniser: boolean },
  /** How many spoken answers the section asks for. */
  asked: number,
): SpeakingMeasures {
  const recorded = answers.length;
  const signals: AutomaticSignal[] = [
    {
      id: 'speech.recorded',
      label: 'Spoken answers recorded',
      value: `${recorded} of ${asked}`,
      note: recorded < asked ? 'Some questions have no recording.' : 'Every question was answered.',
    },
  ];
  if (!tools.decoder) {
    signals.push({
      id: 'speech.audio',
      label: 'Time spoken, speech rate and pauses',
      value: NOT_AVAILABLE,
      note: 'Measuring the recordings needs ffmpeg to decode them.',
    });
    return { signals, quality: null, transcript: null };
  }
  const measured = answers.filter((answer) => answer.activity !== null);
  const recordedSeconds = measured.reduce((sum, a) => sum + a.activity!.duration, 0);
  const spoken = measured.reduce((sum, a) => sum + a.activity!.speakingSeconds, 0);
  const allowed = measured.reduce((sum, a) => sum + a.speakSeconds, 0);
  const syllables = measured.reduce((sum, a) => sum + a.activity!.syllables, 0);
  const pauses = measured.flatMap((a) => a.activity!.pauses);
  const longPauses = pauses.filter((pause) => pause >= LONG_PAUSE_SECONDS);
  const rate = spoken > 0 ? syllables / spoken : 0;
  const longPerMinute = spoken > 0 ? (longPauses.length * 60) / spoken : 0;
  signals.push(
    {
      id: 'speech.time',
      label: 'Time spoken',
      value: `${minutes(spoken)} of ${minutes(recordedSeconds)} recorded (${allowed > 0 ? Math.round((100 * spoken) / allowed) : 0} % of the time allowed)`,
      note:
        allowed > 0 && spoken < allowed * 0.4
          ? 'Short answers: little speech to judge fluency and range on.'
          : 'Enough speech to judge.',
    },
    {
      id: 'speech.rate',
      label: 'Speech rate',
      value: `${rate.toFixed(1)} syllables a second while speaking`,
      note:
        rate < 2.5
          ? 'Slow: often a sign of searching for words.'
          : rate > 6
            ? 'Very fast: check that it stays clear.'
            : 'A natural pace (about 3 to 5.5 syllables a second).',
    },
    {
      id: 'speech.pauses',
      label: 'Pauses',
      value: `${longPauses.length} of 1 s or more (${longPerMinute.toFixed(1)} a minute of speech)${
        pauses.length > 0 ? `, longest ${Math.max(...pauses).toFixed(1)} s` : ''
      }`,
      note:
        longPerMinute > 6
          ? 'Frequent long pauses: hesitation that breaks the flow.'
          : 'Pauses mostly short, as between phrases.',
    },
  );
  const words = answers.flatMap((answer) =>
    (answer.words ?? []).map((word) => ({ ...word, questionId: answer.questionId })),
  );
  const transcribed = tools.recogniser && answers.some((answer) => answer.words !== null);
  const variety = transcribed ? mtld(words.map((word) => word.word.toLowerCase())) : null;
  signals.push({
    id: 'speech.transcript',
    label: 'Rough transcript',
    value: transcribed ? `${words.length} words recognised` : NOT_AVAILABLE,
    note: transcribed
      ? 'A machine transcript with word times (US English model): rough, and weaker on accents it was not trained on. Never a measure of pronunciation.'
      : 'A transcript needs an offline recogniser (Debian’s pocketsphinx with pocketsphinx-en-us).',
  });
  if (spoken === 0) return { signals, quality: 0, transcript: transcribed ? words : null };
  const parts = [
    clamp(allowed > 0 ? spoken / (allowed * 0.7) : 0),
    clamp(1 - Math.abs(rate - 4.2) / 2.5),
    clamp(1 - longPerMinute / 8),
  ];
  if (variety !== null) parts.push(clamp((variety - 30) / 60));
  return {
    signals,
    quality: parts.reduce((sum, part) => sum + part, 0) / parts.length,
    transcript: transcribed ? words : null,
  };
}
