import fs from 'node:fs';
import path from 'node:path';
import { Value } from 'typebox/value';
import { TestFormFile, type AudioStimulus, type Figure, type Section } from '@contract/exams/form';
import { formProblems, sectionMaxMarks, sectionQuestions } from '@contract/exams/formRules';
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

it('finds the seeded forms', () => {
  expect(formFiles).toContain('ielts-practice-a.json');
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

  it.each(ielts.map((file) => [file.formId, file] as const))(
    '%s has every typed answer in its recording or passage',
    (_, file) => {
      const missing: string[] = [];
      for (const section of file.form.sections)
        for (const part of section.parts) {
          const stimulus = part.stimulus;
          const source =
            stimulus?.kind === 'audio'
              ? file.key.transcripts[stimulus.audioId].map((line) => line.text)
              : stimulus?.kind === 'passage'
                ? stimulus.paragraphs.map((paragraph) => paragraph.text)
                : [];
          const sourceWords = new Set(words(normaliseTyped(source.join(' '))));
          for (const group of part.groups)
            for (const question of group.questions) {
              const key = file.key.answers[question.id];
              if (question.type !== 'gap' || !key || !('accepted' in key)) continue;
              const heard = key.accepted
                .flatMap(expandAccepted)
                .some((variant) => words(variant).every((word) => sourceWords.has(word)));
              if (!heard) missing.push(question.id);
            }
        }
      expect(missing).toEqual([]);
    },
  );
});

it('has a short sound-check clip for the exam room', () => {
  const seconds = oggOpusDuration(fs.readFileSync(SOUND_CHECK));
  expect(seconds).toBeGreaterThan(3);
  expect(seconds).toBeLessThan(10);
});
