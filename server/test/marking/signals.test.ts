import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MarkingOverview, MarkResponse, SkillSignals } from '@contract/examTypes';
import { detectAudioTools, parsePocketsphinx } from '../../src/services/marking/signals/audioTools';
import { findExecutable } from '../../src/services/marking/signals/executables';
import {
  BRITISH_WORD_LIST,
  loadWordListChecker,
  misspellings,
  wordSetChecker,
} from '../../src/services/marking/signals/spelling';
import {
  builtInStyleChecker,
  type StyleChecker,
} from '../../src/services/marking/signals/styleFlags';
import { linkingWords, mtld, wordForms } from '../../src/services/marking/signals/textMeasures';
import { voiceActivity } from '../../src/services/marking/signals/voiceActivity';
import { measureEssay } from '../../src/services/marking/signals/writingSignals';
import { detectSignalTools } from '../../src/services/marking/signals/signalTools';
import { ESSAY_TASK_2, IELTS_WRITING_UNITS, marksFor } from '../helpers/examAttempts';
import {
  claimAndMark,
  ieltsPlan,
  marking,
  markingWorld,
  readyForMarking,
  testSignalTools,
  waitingTask,
} from '../helpers/marking';

// The automatic signals: computed by a job, labelled, never deciding. Writing measures on text,
// speech measures on decoded audio (made-up sound here), the offline tools when the server has
// them, and a failing job that is retried, shows in the overview and blocks no mark.

// Each test builds a world of signed-in people (or runs audio tools): slow on a busy machine.
jest.setTimeout(60_000);

describe('writing measures', () => {
  const essay = (text: string) =>
    measureEssay(
      { questionId: 'w-task-2', name: 'Task 2', text, minWords: 250, maxWords: null },
      {
        spelling: wordSetChecker(new Set(wordForms(ESSAY_TASK_2)), 'a test list'),
        style: builtInStyleChecker,
      },
    );

  it('labels length, spelling, flags, sentences, variety and linking words', () => {
    const measured = essay(
      `${ESSAY_TASK_2} He have a apple. We could of recieve it, and i think it's fine.`,
    );
    const byId = new Map(measured.signals.map((signal) => [signal.id, signal]));
    expect(byId.get('w-task-2.words')).toMatchObject({
      label: 'Task 2: words',
      value: expect.stringMatching(/^\d+ \(at least 250\)$/),
      note: 'Under the 250 words the task asks for: a short answer cannot fully answer the task.',
    });
    expect(byId.get('w-task-2.spelling')!.value).toMatch(/not in the dictionary: .*recieve/);
    const flags = byId.get('w-task-2.grammar')!.value;
    for (const flag of [
      'a / an (1)',
      'Subject and verb agreement (1)',
      '"could of" for "could have" (1)',
      '"i" for "I" (1)',
      'Contraction (informal in an essay) (1)',
    ])
      expect(flags).toContain(flag);
    expect(byId.get('w-task-2.variety')!.value).toMatch(/^\d+$/);
    expect(byId.get('w-task-2.linking')!.value).toMatch(
      /^\d+ \(\d+ different\): .*however|furthermore/,
    );
    expect(measured.quality).toBeGreaterThan(0);
    expect(measured.quality).toBeLessThanOrEqual(1);
  });

  it('adds write-good’s flags to the built-in rules, each labelled by the checker that raised it', () => {
    const learner =
      'There is many reasons why cities are crowded. Many people think the air was polluted by ' +
      'cars. Some experts say it is very bad. i think we should of act quickly.';
    const measure = (style: StyleChecker) =>
      measureEssay(
        { questionId: 'w-task-2', name: 'Task 2', text: learner, minWords: 250, maxWords: null },
        { spelling: null, style },
      );
    const server = measure(detectSignalTools().style);
    const grammar = server.signals.find((signal) => signal.id === 'w-task-2.grammar')!;
    expect(grammar.note).toBe(
      'Found by the academy’s own rules and write-good. They point at places to look; a flag may be wrong.',
    );
    const [ownRules, library] = grammar.value.split(' | ');
    expect(ownRules).toMatch(/^\d+: the academy’s own rules: /);
    expect(ownRules).toContain('Subject and verb agreement (1): "There is many"');
    expect(ownRules).toContain('"could of" for "could have" (1): "should of"');
    expect(library).toMatch(/^write-good: /);
    expect(library).toContain('Passive voice (2): "are crowded", "was polluted"');
    expect(library).toContain('Weasel word (3): "many", "Many", "very"');
    expect(library).toContain('"There is / are" opening a sentence (1): "There is"');
    // A passive or a vague word is advice, not an error: the quality is the built-in rules' alone.
    expect(server.quality).toBe(measure(builtInStyleChecker).quality);
  });

  it('has no quality for an empty answer, and says when no dictionary is installed', () => {
    expect(essay('').quality).toBeNull();
    const without = measureEssay(
      { questionId: 'q', name: 'Task 1', text: 'A short answer.', minWords: 150, maxWords: null },
      { spelling: null, style: builtInStyleChecker },
    );
    expect(without.signals.find((signal) => signal.id === 'q.spelling')!.value).toBe(
      'Not available on this server',
    );
  });

  it('measures lexical variety with MTLD, which a repeated text lowers', () => {
    const varied = mtld(wordForms(ESSAY_TASK_2))!;
    const repeated = mtld(
      wordForms('the cat sat on the mat and the cat sat on the mat '.repeat(10)),
    )!;
    expect(varied).toBeGreaterThan(60);
    expect(repeated).toBeLessThan(20);
    expect(mtld(['too', 'short'])).toBeNull();
    expect([...linkingWords('However, it rained. However, we went, because we could.')]).toEqual([
      ['however', 2],
      ['because', 1],
    ]);
  });

  it('leaves names, acronyms and numbers alone when checking spelling', () => {
    const checker = wordSetChecker(
      new Set(['the', 'report', 'from', 'and', 'was', 'late', 'colour', 'analyse']),
      'list',
    );
    expect(
      misspellings(checker, 'The report from Infosys and NASA was late, 2023.').unknown,
    ).toEqual([]);
    expect(misspellings(checker, 'The colour; the color. Analyze.').unknown).toEqual(['color']);
  });

  (fs.existsSync(BRITISH_WORD_LIST) ? it : it.skip)(
    'uses the en-GB word list when the server has it',
    () => {
      const checker = loadWordListChecker()!;
      for (const word of [
        'colour',
        'organisation',
        'realize',
        'analysing',
        "government's",
        'well-known',
      ])
        expect({ word, known: checker.isKnown(word) }).toEqual({ word, known: true });
      for (const word of ['recieve', 'goverment', 'enviroment'])
        expect({ word, known: checker.isKnown(word) }).toEqual({ word, known: false });
    },
  );
});

/** Made-up speech: a 180 Hz tone whose loudness rises and falls `rate` times a second. */
function syllables(seconds: number, rate = 4): Int16Array {
  const samples = new Int16Array(Math.round(seconds * 16_000));
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / 16_000;
    const envelope = 0.5 - 0.5 * Math.cos(2 * Math.PI * rate * t);
    samples[i] = Math.round(12_000 * envelope * Math.sin(2 * Math.PI * 180 * t));
  }
  return samples;
}
const silence = (seconds: number) => {
  const samples = new Int16Array(Math.round(seconds * 16_000));
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.round((Math.random() - 0.5) * 60);
  return samples;
};
const join = (...parts: Int16Array[]) => {
  const all = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

describe('speech measures', () => {
  it('finds speech, pauses and syllables in decoded audio', () => {
    const activity = voiceActivity(
      join(silence(0.5), syllables(3), silence(1.5), syllables(2), silence(0.5)),
    );
    expect(activity.duration).toBeCloseTo(7.5, 1);
    expect(activity.segments).toHaveLength(2);
    expect(activity.speakingSeconds).toBeGreaterThan(4.4);
    expect(activity.speakingSeconds).toBeLessThan(5.3);
    expect(activity.pauses).toHaveLength(1);
    expect(activity.pauses[0]).toBeGreaterThan(1.3);
    expect(activity.pauses[0]).toBeLessThan(1.9);
    // Four loudness peaks a second over five seconds.
    expect(activity.syllables).toBeGreaterThanOrEqual(17);
    expect(activity.syllables).toBeLessThanOrEqual(22);
  });

  it('hears nothing in silence', () => {
    expect(voiceActivity(silence(3))).toMatchObject({
      segments: [],
      speakingSeconds: 0,
      syllables: 0,
    });
  });

  it("reads pocketsphinx's words and times, without fillers or pronunciation numbers", () => {
    const output =
      'i think so\n<s> 0.09 0.2 0.99\ni 0.21 0.31 0.96\nthink(2) 0.32 0.64 1.0\n<sil> 0.65 0.8 0.5\n[NOISE] 0.8 0.9 0.4\nso 0.9 1.2 0.9\n</s> 1.2 1.3 1.0\n';
    expect(parsePocketsphinx(output)).toEqual([
      { word: 'i', start: 0.21, end: 0.31 },
      { word: 'think', start: 0.32, end: 0.64 },
      { word: 'so', start: 0.9, end: 1.2 },
    ]);
  });
});

const tools = detectAudioTools();
const flite = findExecutable('flite');
const fullAudio = tools.decoder !== null && tools.recogniser !== null && flite !== undefined;

(fullAudio ? describe : describe.skip)(
  'the offline audio tools of this server (ffmpeg, pocketsphinx)',
  () => {
    it('decode a spoken answer recorded as Opus in WebM and give a rough transcript with word times', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-speech-'));
      try {
        const wav = path.join(dir, 'answer.wav');
        const webm = path.join(dir, 'answer.webm');
        execFileSync(flite!, [
          '-voice',
          'slt',
          '-t',
          'I think studying abroad is a valuable experience because students learn to live independently.',
          '-o',
          wav,
        ]);
        execFileSync(findExecutable('ffmpeg')!, [
          '-nostdin',
          '-v',
          'error',
          '-y',
          '-i',
          wav,
          '-c:a',
          'libopus',
          webm,
        ]);
        const world = await markingWorld(
          {},
          { signalTools: { ...testSignalTools(), ...detectAudioTools() } },
        );
        try {
          const { attemptId } = await readyForMarking(
            world,
            ieltsPlan(world, {
              recordings: { 's1-q1': { body: fs.readFileSync(webm), durationSeconds: 7 } },
            }),
          );
          await world.t.app.jobs.runDue();
          const stored = await world.t.db.query<{
            signals: SkillSignals['signals'];
            transcript: { word: string; start: number; questionId: string }[];
          }>(
            `SELECT signals, transcript FROM exam_signals WHERE attempt_id = $1 AND section_id = 'speaking'`,
            [attemptId],
          );
          const { signals, transcript } = stored.rows[0]!;
          expect(signals.find((signal) => signal.id === 'speech.rate')!.value).toMatch(
            /^\d\.\d syllables a second/,
          );
          expect(signals.find((signal) => signal.id === 'speech.transcript')!.value).toMatch(
            /^\d+ words recognised$/,
          );
          const words = transcript.map((word) => word.word);
          expect(words).toEqual(expect.arrayContaining(['think', 'students', 'independently']));
          expect(transcript[0]).toMatchObject({ questionId: 's1-q1', start: expect.any(Number) });
        } finally {
          await world.t.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);

it('says what is not available on a server without the tools, and detects what it has', () => {
  const detected = detectSignalTools();
  expect(detected.decoder === null).toBe(findExecutable('ffmpeg') === undefined);
  expect(detected.style.source).toBe('the academy’s own rules and write-good');
});

describe('a signals job that fails', () => {
  it('is retried, shows in the overview once given up on, and never blocks a mark', async () => {
    const failing = {
      ...testSignalTools(),
      decoder: {
        source: 'a broken decoder',
        decode: async () => {
          throw new Error('decoder crashed at https://internal.example/x?token=abc');
        },
      },
    };
    const world = await markingWorld({ jobs: { maxAttempts: 2 } }, { signalTools: failing });
    try {
      const { attemptId } = await readyForMarking(world);
      const job = await world.t.db.query<{ id: string; status: string; attempts: number }>(
        `SELECT id, status, attempts FROM jobs WHERE kind = 'exam.signals' AND payload->>'sectionId' = 'speaking'`,
      );
      expect(job.rows[0]).toMatchObject({ status: 'pending', attempts: 1 });
      await world.t.db.query(`UPDATE jobs SET run_at = now() WHERE id = $1`, [job.rows[0]!.id]);
      await world.t.app.jobs.runDue();

      const overview = (await marking(world.t, world.admin).overview()).json<MarkingOverview>();
      expect(overview.jobs.failed).toEqual([
        expect.objectContaining({
          kind: 'exam.signals',
          attempts: 2,
          lastError: expect.stringContaining('decoder crashed'),
        }),
      ]);
      expect(overview.jobs.failed[0]!.lastError).not.toContain('token=abc');

      const speaking = await waitingTask(world.t, attemptId, 'speaking');
      const mark = await claimAndMark(
        world.t,
        world.first,
        speaking,
        marksFor(
          [
            {
              unitId: 'interview',
              criteria: [
                'fluency-coherence',
                'lexical-resource',
                'grammatical-range',
                'pronunciation',
              ],
            },
          ],
          6.5,
        ),
      );
      expect(mark.json<MarkResponse>()).toEqual({ score: 6.5, next: 'final' });
    } finally {
      await world.t.close();
    }
  });
});

describe('the overview', () => {
  it('counts the queue, time to result, agreement between evaluators and their work', async () => {
    const world = await markingWorld();
    try {
      // One pair that agreed exactly and one a band apart (decided by the senior).
      const agreeing = await readyForMarking(
        world,
        ieltsPlan(world, {
          objective: { listening: { raw: 10, score: 4 }, reading: { raw: 10, score: 4 } },
        }),
      );
      await claimAndMark(
        world.t,
        world.first,
        await waitingTask(world.t, agreeing.attemptId, 'writing'),
        marksFor(IELTS_WRITING_UNITS, 7),
      );
      await claimAndMark(
        world.t,
        world.second,
        await waitingTask(world.t, agreeing.attemptId, 'writing', 'second'),
        marksFor(IELTS_WRITING_UNITS, 7),
      );
      const apart = await readyForMarking(
        world,
        ieltsPlan(world, {
          objective: { listening: { raw: 10, score: 4 }, reading: { raw: 10, score: 4 } },
        }),
      );
      await claimAndMark(
        world.t,
        world.first,
        await waitingTask(world.t, apart.attemptId, 'writing'),
        marksFor(IELTS_WRITING_UNITS, 7),
      );
      await claimAndMark(
        world.t,
        world.second,
        await waitingTask(world.t, apart.attemptId, 'writing', 'second'),
        marksFor(IELTS_WRITING_UNITS, 6),
      );
      // The first attempt's speaking marked too: its results go out.
      await claimAndMark(
        world.t,
        world.senior,
        await waitingTask(world.t, agreeing.attemptId, 'speaking'),
        marksFor(
          [
            {
              unitId: 'interview',
              criteria: [
                'fluency-coherence',
                'lexical-resource',
                'grammatical-range',
                'pronunciation',
              ],
            },
          ],
          4.5,
        ),
      );
      await world.t.app.jobs.runDue();
      await marking(world.t, world.first).claim(
        await waitingTask(world.t, apart.attemptId, 'speaking'),
      );

      const response = await marking(world.t, world.admin).overview();
      expect(response.statusCode).toBe(200);
      const overview = response.json<MarkingOverview>();
      expect(overview.queue).toEqual({
        waiting: 2,
        claimed: 1,
        overdue: 0,
        moderation: 1,
        remarks: 0,
      });
      expect(overview.timeToResult).toMatchObject({ released: 1, medianHours: expect.any(Number) });
      expect(overview.timeToResult.medianHours!).toBeGreaterThanOrEqual(0);
      expect(overview.agreement).toEqual({
        pairs: 2,
        exactShare: 0.5,
        withinModerationShare: 0.5,
        meanDifference: 0.5,
      });
      expect(overview.evaluators).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Priya Nair', marked: 2 }),
          expect.objectContaining({ name: 'Rahul Mehta', marked: 2 }),
          expect.objectContaining({ name: 'Meera Iyer', marked: 1 }),
        ]),
      );
      expect(response.body).not.toContain('Ananya');
    } finally {
      await world.t.close();
    }
  });
});
