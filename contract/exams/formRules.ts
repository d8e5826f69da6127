import { SCHEME_RULES } from './scoring';
import { RUBRICS } from './rubrics';
import {
  JUDGEMENT_OPTIONS,
  type AnswerKey,
  type Question,
  type QuestionGroup,
  type Section,
  type TestFormFile,
} from './form';
import { withinWordLimit } from './typedAnswers';

// What the schema cannot say about a form: ids unique, questions numbered in order, every objective
// question keyed and explained, every gap's accepted answers within its word limit, every
// expert-marked question in exactly one marking unit, every recording transcribed. A form with any
// problem is refused (the CLI, the seed and the console's upload all use this).

const OBJECTIVE_TYPES = new Set(['choice', 'judgement', 'match', 'gap']);
const EXPERT_TYPES = new Set(['essay', 'speech']);

/** The marks a question is worth: a "choose TWO" question is two marks (and two numbers). */
export const questionMarks = (question: Question): number =>
  question.type === 'choice' ? question.pick : OBJECTIVE_TYPES.has(question.type) ? 1 : 0;

/** Every question of a section, in order, with the group it belongs to. */
export function sectionQuestions(section: Section): { question: Question; group: QuestionGroup }[] {
  return section.parts.flatMap((part) =>
    part.groups.flatMap((group) => group.questions.map((question) => ({ question, group }))),
  );
}

export const sectionMaxMarks = (section: Section): number =>
  sectionQuestions(section).reduce((sum, { question }) => sum + questionMarks(question), 0);

function keyProblems(
  question: Question,
  group: QuestionGroup,
  key: AnswerKey | undefined,
): string[] {
  const where = `question ${question.id}`;
  if (!key) return [`${where} has no answer in the key`];
  const optionIds = (ids: readonly string[] | undefined) => new Set(ids ?? []);
  switch (question.type) {
    case 'choice': {
      if (!('correct' in key)) return [`${where} needs option letters as its answer`];
      const options = optionIds(question.options.map((option) => option.id));
      const problems = key.correct
        .filter((id) => !options.has(id))
        .map((id) => `${where}: answer ${id} is not one of its options`);
      if (key.correct.length !== question.pick)
        problems.push(`${where} picks ${question.pick} but its key has ${key.correct.length}`);
      return problems;
    }
    case 'judgement': {
      if (!('correct' in key) || key.correct.length !== 1)
        return [`${where} needs one answer from its scale`];
      const allowed: readonly string[] = JUDGEMENT_OPTIONS[question.scale];
      return allowed.includes(key.correct[0])
        ? []
        : [`${where}: ${key.correct[0]} is not on the ${question.scale} scale`];
    }
    case 'match': {
      if (!group.options) return [`${where} is in group ${group.id}, which has no options`];
      if (!('correct' in key) || key.correct.length !== 1)
        return [`${where} needs one option as its answer`];
      const options = optionIds(group.options.map((option) => option.id));
      return options.has(key.correct[0])
        ? []
        : [`${where}: answer ${key.correct[0]} is not one of group ${group.id}'s options`];
    }
    case 'gap': {
      if (!('accepted' in key)) return [`${where} needs accepted answers`];
      const limit = group.wordLimit;
      if (!limit) return [`${where} is in group ${group.id}, which has no word limit`];
      return key.accepted
        .filter((entry) => !withinWordLimit(entry.replace(/[()]/g, ''), limit))
        .map((entry) => `${where}: accepted answer "${entry}" is over the word limit`);
    }
    default:
      return [];
  }
}

function gapPromptProblems(question: Question): string[] {
  if (question.type !== 'gap') return [];
  const gaps = question.prompt.split('___').length - 1;
  if (question.variant === 'short-answer')
    return gaps <= 1 ? [] : [`question ${question.id} has ${gaps} gaps`];
  return gaps === 1
    ? []
    : [`question ${question.id} must mark its gap with ___ once (has ${gaps})`];
}

function numberingProblems(section: Section): string[] {
  let expected = 1;
  const problems: string[] = [];
  for (const { question } of sectionQuestions(section)) {
    if (question.number !== expected)
      problems.push(
        `section ${section.id}: question ${question.id} is numbered ${question.number}, expected ${expected}`,
      );
    expected = question.number + Math.max(1, questionMarks(question));
  }
  return problems;
}

function audioIds(section: Section): string[] {
  const ids: string[] = [];
  for (const part of section.parts) {
    if (part.stimulus?.kind === 'audio') ids.push(part.stimulus.audioId);
    for (const group of part.groups)
      for (const question of group.questions)
        if (question.type === 'speech' && question.audio) ids.push(question.audio.audioId);
  }
  return ids;
}

function sectionProblems(file: TestFormFile, section: Section): string[] {
  const problems: string[] = [...numberingProblems(section)];
  const questions = sectionQuestions(section);
  const allowed = section.marking === 'objective' ? OBJECTIVE_TYPES : EXPERT_TYPES;
  for (const { question, group } of questions) {
    if (!allowed.has(question.type))
      problems.push(
        `section ${section.id} is ${section.marking}ly marked but ${question.id} is a ${question.type} question`,
      );
    problems.push(...gapPromptProblems(question));
    if (section.marking === 'objective') {
      problems.push(...keyProblems(question, group, file.key.answers[question.id]));
      if (!file.key.explanations[question.id])
        problems.push(`question ${question.id} has no explanation`);
    }
  }
  if (section.marking === 'objective') {
    const table = file.scoring.conversion[section.id];
    if (!table) problems.push(`section ${section.id} has no conversion table`);
    else if (!table.some((row) => row.raw === 0))
      problems.push(`section ${section.id}'s conversion table does not start at 0 marks`);
  } else {
    const units = file.scoring.units[section.id] ?? [];
    if (units.length === 0) problems.push(`section ${section.id} has no marking units`);
    const covered = units.flatMap((unit) => unit.questionIds);
    for (const { question } of questions) {
      const times = covered.filter((id) => id === question.id).length;
      if (times !== 1)
        problems.push(`question ${question.id} is in ${times} marking units (must be in one)`);
    }
    for (const unit of units) {
      const rubric = RUBRICS[unit.rubric];
      if (!rubric) problems.push(`unit ${unit.id} names an unknown rubric ${unit.rubric}`);
      else if (rubric.scheme !== file.scoring.scheme)
        problems.push(`unit ${unit.id}'s rubric is for the ${rubric.scheme} scheme`);
    }
  }
  for (const audioId of audioIds(section))
    if (!file.key.transcripts[audioId]) problems.push(`recording ${audioId} has no transcript`);
  const audioSeconds = section.parts.reduce(
    (sum, part) => sum + (part.stimulus?.kind === 'audio' ? part.stimulus.durationSeconds : 0),
    0,
  );
  if (audioSeconds + (section.reviewSeconds ?? 0) > section.durationSeconds)
    problems.push(`section ${section.id}'s recordings and check time run past its time`);
  return problems;
}

function duplicateIds(file: TestFormFile): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const note = (id: string) => {
    if (seen.has(id)) problems.push(`id ${id} is used more than once`);
    seen.add(id);
  };
  for (const section of file.form.sections) {
    note(section.id);
    for (const part of section.parts) {
      note(part.id);
      for (const group of part.groups) {
        note(group.id);
        for (const question of group.questions) note(question.id);
      }
    }
    for (const audioId of audioIds(section)) note(audioId);
  }
  return problems;
}

/** Every problem of a form that passed the schema; empty when it may be used. */
export function formProblems(file: TestFormFile): string[] {
  if (!SCHEME_RULES[file.scoring.scheme]) return [`unknown scoring scheme ${file.scoring.scheme}`];
  return [
    ...duplicateIds(file),
    ...file.form.sections.flatMap((section) => sectionProblems(file, section)),
  ];
}
