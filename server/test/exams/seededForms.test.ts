import fs from 'node:fs';
import path from 'node:path';
import { Value } from 'typebox/value';
import { TestFormFile, type AudioStimulus, type Figure, type Section } from '@contract/exams/form';
import { formProblems, sectionMaxMarks, sectionQuestions } from '@contract/exams/formRules';
import { convertRaw } from '@contract/exams/scoring';
import { expandAccepted, normaliseTyped, words } from '@contract/exams/typedAnswers';
import { oggOpusDuration } from '../../../scripts/exam-audio/oggDuration';

// Every form committed in server/exams/forms/ (whoever wrote it): valid, complete, its files
// present and its recordings as long as the form says. The room's clock and the listening check
// period are computed from those durations, so a recording regenerated without updating its form
// would end too early or run into the next part.

const FORMS_DIR = path.resolve(__dirname, '..', '..', 'exams', 'forms');
const SOUND_CHECK = path.resolve(__dirname, '..', '..', '..', 'public', 'exam', 'sound-check.ogg');
/** Every test is sold as '2 hours 30 minutes'. */
const TEST_SECONDS = 150 * 60;
/** The assets of one form stay small enough to commit. */
const MAX_ASSET_BYTES = 8 * 1024 * 1024;

const formFiles = fs.readdirSync(FORMS_DIR).filter((name) => name.endsWith('.json'));
const load = (name: string): TestFormFile =>
  JSON.parse(fs.readFileSync(path.join(FORMS_DIR, name), 'utf8')) as TestFormFile;
const assetsDir = (file: TestFormFile) => path.join(FORMS_DIR, file.formId);

function figures(section: Section): Figure[] {
  return section.parts.flatMap((part) => [
    ...(part.stimulus?.kind === 'figure' ? [part.stimulus.figure] : []),
    ...part.groups.flatMap((group) => [
      ...(group.figure ? [group.figure] : []),
      ...group.questions.flatMap((question) =>
        question.type === 'essay' && question.figure ? [question.figure] : [],
      ),
    ]),
  ]);
}

function recordings(section: Section): AudioStimulus[] {
  return section.parts.flatMap((part) => [
    ...(part.stimulus?.kind === 'audio' ? [part.stimulus] : []),
    ...part.groups.flatMap((group) =>
      group.questions.flatMap((question) =>
        question.type === 'speech' && question.audio ? [question.audio] : [],
      ),
    ),
  ]);
}

const assetNames = (file: TestFormFile): string[] =>
  file.form.sections.flatMap((section) => [
    ...recordings(section).map((audio) => audio.file),
    ...figures(section).flatMap((figure) => (figure.kind === 'image' ? [figure.file] : [])),
  ]);

/**
 * Typed answers of parts with a recording or a passage whose words are nowhere in it: a candidate
 * could not have heard or read them. (Grammar parts have no source: their answers are forms of
 * the words given.)
 */
function typedAnswersNotInSource(file: TestFormFile): string[] {
  const missing: string[] = [];
  for (const section of file.form.sections)
    for (const part of section.parts) {
      const stimulus = part.stimulus;
      const source =
        stimulus?.kind === 'audio'
          ? file.key.transcripts[stimulus.audioId].map((line) => line.text)
          : stimulus?.kind === 'passage'
            ? stimulus.paragraphs.map((paragraph) => paragraph.text)
            : undefined;
      if (!source) continue;
      const sourceWords = new Set(words(normaliseTyped(source.join(' '))));
      for (const group of part.groups)
        for (const question of group.questions) {
          const key = file.key.answers[question.id];
          if (question.type !== 'gap' || !key || !('accepted' in key)) continue;
          const found = key.accepted
            .flatMap(expandAccepted)
            .some((variant) => words(variant).every((word) => sourceWords.has(word)));
          if (!found) missing.push(question.id);
        }
    }
  return missing;
}

/** The time an expert section's tasks take: essays' suggested minutes, recordings, preparation, speaking. */
const taskSeconds = (section: Section): number =>
  sectionQuestions(section).reduce((sum, { question }) => {
    if (question.type === 'essay') return sum + (question.suggestedMinutes ?? 0) * 60;
    if (question.type === 'speech')
      return (
        sum +
        (question.audio?.durationSeconds ?? 0) +
        question.prepareSeconds +
        question.speakSeconds
      );
    return sum;
  }, 0);

it('finds the seeded forms', () => {
  expect(formFiles).toEqual(
    expect.arrayContaining([
      'ielts-practice-a.json',
      'english-mastery-a.json',
      'english-mastery-pro-a.json',
    ]),
  );
});

describe.each(formFiles)('the form %s', (name) => {
  const file = load(name);

  it('matches the TestFormFile schema', () => {
    const errors = [...Value.Errors(TestFormFile, file)].map(
      (error) => `${error.instancePath} ${error.message}`,
    );
    expect(errors).toEqual([]);
  });

  it('has none of the problems formProblems finds', () => {
    expect(formProblems(file)).toEqual([]);
  });

  it('is named by its formId', () => {
    expect(name).toBe(`${file.formId}.json`);
  });

  it('takes 2 hours 30 minutes in all', () => {
    const total = file.form.sections.reduce((sum, section) => sum + section.durationSeconds, 0);
    expect(total).toBe(TEST_SECONDS);
  });

  it('converts every raw mark an objective section can give, up to its total', () => {
    for (const section of file.form.sections.filter((s) => s.marking === 'objective')) {
      const table = [...file.scoring.conversion[section.id]].sort((a, b) => a.raw - b.raw);
      expect(table[table.length - 1].raw).toBeLessThanOrEqual(sectionMaxMarks(section));
      // More marks never give a lower band or score.
      const scores = table.map((row) => row.score);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
    }
  });

  it('has every file it names beside it, and no file it does not name', () => {
    const named = assetNames(file);
    const dir = assetsDir(file);
    const present = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    expect(named.filter((asset) => !present.includes(asset))).toEqual([]);
    expect(present.filter((asset) => !named.includes(asset))).toEqual([]);
    const bytes = present.reduce((sum, asset) => sum + fs.statSync(path.join(dir, asset)).size, 0);
    expect(bytes).toBeLessThan(MAX_ASSET_BYTES);
  });

  it('has recordings as long as their durationSeconds say', () => {
    const wrong = file.form.sections
      .flatMap(recordings)
      .map((audio) => ({
        file: audio.file,
        form: audio.durationSeconds,
        seconds: oggOpusDuration(fs.readFileSync(path.join(assetsDir(file), audio.file))),
      }))
      .filter(({ form, seconds }) => Math.abs(seconds - form) > 1);
    expect(wrong).toEqual([]);
  });

  it('has every typed answer of a listening or reading part in its recording or passage', () => {
    expect(typedAnswersNotInSource(file)).toEqual([]);
  });

  it('gives every transcript line a voice, one per speaker, different for each speaker', () => {
    const problems: string[] = [];
    for (const [audioId, lines] of Object.entries(file.key.transcripts)) {
      const voices = new Map<string, Set<string | undefined>>();
      for (const line of lines)
        voices.set(line.speaker, (voices.get(line.speaker) ?? new Set()).add(line.voice));
      for (const [speaker, set] of voices)
        if (set.size !== 1 || set.has(undefined))
          problems.push(`${audioId}: ${speaker} has voices ${[...set].join(', ')}`);
      const used = [...voices.values()].map((set) => [...set][0]);
      if (new Set(used).size !== used.length)
        problems.push(`${audioId}: two speakers share a voice`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves time in each expert section for every task and spoken answer', () => {
    const short = file.form.sections
      .filter((section) => section.marking === 'expert')
      .map((section) => ({ section, seconds: taskSeconds(section) }))
      .filter(({ section, seconds }) => seconds > section.durationSeconds)
      .map(
        ({ section, seconds }) =>
          `${section.id}: ${seconds} s of tasks in ${section.durationSeconds} s`,
      );
    expect(short).toEqual([]);
  });

  it('has pictures whose size is the one the form gives, with a title for screen readers', () => {
    for (const section of file.form.sections)
      for (const figure of figures(section)) {
        if (figure.kind !== 'image' || !figure.file.endsWith('.svg')) continue;
        const svg = fs.readFileSync(path.join(assetsDir(file), figure.file), 'utf8');
        expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
        const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
        expect(viewBox && [Number(viewBox[1]), Number(viewBox[2])]).toEqual([
          figure.width,
          figure.height,
        ]);
      }
  });
});

describe('the IELTS practice forms', () => {
  const ielts = formFiles.map(load).filter((file) => file.test === 'ielts-practice');

  it.each(ielts.map((file) => [file.formId, file] as const))(
    '%s has the IELTS Academic format',
    (_, file) => {
      const shape = file.form.sections.map((section) => ({
        skill: section.skill,
        minutes: section.durationSeconds / 60,
        parts: section.parts.length,
        marks: sectionMaxMarks(section),
        questions: sectionQuestions(section).length,
      }));
      expect(shape).toEqual([
        { skill: 'listening', minutes: 30, parts: 4, marks: 40, questions: expect.any(Number) },
        { skill: 'reading', minutes: 50, parts: 3, marks: 40, questions: expect.any(Number) },
        { skill: 'writing', minutes: 55, parts: 2, marks: 0, questions: 2 },
        { skill: 'speaking', minutes: 15, parts: 3, marks: 0, questions: expect.any(Number) },
      ]);
      const [listening, , writing] = file.form.sections;
      expect(listening.reviewSeconds).toBe(120);
      expect(
        sectionQuestions(writing).map(({ question }) =>
          question.type === 'essay' ? question.minWords : 0,
        ),
      ).toEqual([150, 250]);
    },
  );
});

describe('the mastery forms', () => {
  const mastery = formFiles
    .map(load)
    .filter((file) => file.test === 'english-mastery' || file.test === 'english-mastery-pro');
  const cases = mastery.map((file) => [file.formId, file] as const);
  const RUBRIC_OF_SKILL: Record<string, string> = {
    writing: 'mastery-writing',
    speaking: 'mastery-speaking',
    workplace: 'mastery-workplace',
  };

  it('include a form of each mastery test', () => {
    expect(mastery.map((file) => file.test).sort()).toEqual([
      'english-mastery',
      'english-mastery-pro',
    ]);
  });

  it.each(cases)(
    '%s has the sections of its test, in order, each with about the marks it should',
    (_, file) => {
      const expert =
        file.test === 'english-mastery-pro'
          ? ['writing', 'workplace', 'speaking']
          : ['writing', 'speaking'];
      expect(file.form.sections.map((section) => [section.skill, section.marking])).toEqual([
        ['grammar', 'objective'],
        ['reading', 'objective'],
        ['listening', 'objective'],
        ...expert.map((skill) => [skill, 'expert']),
      ]);
      const marks = Object.fromEntries(
        file.form.sections.map((section) => [section.skill, sectionMaxMarks(section)]),
      );
      expect(marks.grammar).toBe(30);
      for (const skill of ['reading', 'listening']) {
        expect(marks[skill]).toBeGreaterThanOrEqual(18);
        expect(marks[skill]).toBeLessThanOrEqual(24);
      }
      expect(file.scoring.scheme).toBe('mastery');
      expect(file.form.sections.find((s) => s.skill === 'listening')?.reviewSeconds).toBe(120);
    },
  );

  it.each(cases)('%s scores 0 to 100, every raw mark on its own row', (_, file) => {
    for (const section of file.form.sections.filter((s) => s.marking === 'objective')) {
      const table = file.scoring.conversion[section.id];
      const max = sectionMaxMarks(section);
      expect(table.map((row) => row.raw).sort((a, b) => a - b)).toEqual(
        Array.from({ length: max + 1 }, (_, raw) => raw),
      );
      expect(convertRaw(table, 0)).toBe(0);
      expect(convertRaw(table, max)).toBe(100);
      expect(table.every((row) => Number.isInteger(row.score))).toBe(true);
    }
  });

  it.each(cases)("%s marks each expert section on its skill's mastery rubric", (_, file) => {
    for (const section of file.form.sections.filter((s) => s.marking === 'expert'))
      expect(file.scoring.units[section.id].map((unit) => unit.rubric)).toEqual(
        file.scoring.units[section.id].map(() => RUBRIC_OF_SKILL[section.skill]),
      );
  });

  it('english-mastery asks for an email of 120-180 words, an essay of 200 or more and a cue card after 45 s', () => {
    const file = mastery.find((form) => form.test === 'english-mastery')!;
    const questions = (skill: string) =>
      sectionQuestions(file.form.sections.find((section) => section.skill === skill)!).map(
        ({ question }) => question,
      );
    expect(
      questions('writing').map((q) =>
        q.type === 'essay' ? [q.minWords, q.maxWords ?? null] : null,
      ),
    ).toEqual([
      [120, 180],
      [200, null],
    ]);
    expect(
      questions('speaking').filter(
        (q) => q.type === 'speech' && q.cueCard && q.prepareSeconds === 45,
      ),
    ).toHaveLength(1);
  });

  it('english-mastery-pro has an email reply to a customer and a customer call answered turn by turn', () => {
    const file = mastery.find((form) => form.test === 'english-mastery-pro')!;
    const workplace = file.form.sections.find((section) => section.skill === 'workplace')!;
    const [email, call] = workplace.parts;
    expect(email.stimulus?.kind).toBe('text');
    expect(
      sectionQuestions({ ...workplace, parts: [email] }).map(({ question }) => question.type),
    ).toEqual(['essay']);
    const turns = sectionQuestions({ ...workplace, parts: [call] }).map(({ question }) => question);
    expect(turns.length).toBeGreaterThanOrEqual(3);
    for (const turn of turns) {
      expect(turn.type).toBe('speech');
      if (turn.type === 'speech') expect(file.key.transcripts[turn.audio!.audioId]).toBeDefined();
    }
  });

  it('use every item type between them', () => {
    const seen = new Set<string>();
    for (const file of mastery)
      for (const section of file.form.sections)
        for (const { question, group } of sectionQuestions(section)) {
          if (question.type === 'choice')
            seen.add(question.pick > 1 ? 'choose several' : 'choose one');
          else if (question.type === 'judgement') seen.add(question.scale);
          else if (question.type === 'match')
            seen.add(
              group.figure
                ? 'label a picture'
                : group.optionsReusable
                  ? 'match, letters reused'
                  : 'match',
            );
          else if (question.type === 'gap')
            seen.add(question.variant === 'short-answer' ? 'short answer' : 'completion');
          else seen.add(question.type);
        }
    expect([...seen].sort()).toEqual(
      [
        'choose one',
        'choose several',
        'true-false-not-given',
        'yes-no-not-given',
        'match',
        'match, letters reused',
        'label a picture',
        'completion',
        'short answer',
        'essay',
        'speech',
      ].sort(),
    );
  });
});

it('has a short sound-check clip for the exam room', () => {
  const seconds = oggOpusDuration(fs.readFileSync(SOUND_CHECK));
  expect(seconds).toBeGreaterThan(3);
  expect(seconds).toBeLessThan(10);
});
