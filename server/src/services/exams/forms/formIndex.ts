import type {
  AudioStimulus,
  Part,
  Question,
  QuestionGroup,
  Section,
  TestFormFile,
} from '@contract/exams/form';
import { questionMarks, sectionQuestions } from '@contract/exams/formRules';
import type { FormVersionRow } from '../../../repositories/testForms';

export interface IndexedQuestion {
  question: Question;
  group: QuestionGroup;
  part: Part;
  section: Section;
}

export interface IndexedAudio {
  audio: AudioStimulus;
  section: Section;
  part: Part;
  /** The questions answered about it: its part's, or the speech question it belongs to. */
  questionIds: string[];
}

/** One form version, with lookups by id; built once per version (versions never change). */
export interface FormIndex {
  id: string;
  testId: string;
  formId: string;
  version: number;
  form: TestFormFile['form'];
  key: TestFormFile['key'];
  scoring: TestFormFile['scoring'];
  sections: Map<string, Section>;
  questions: Map<string, IndexedQuestion>;
  parts: Map<string, { part: Part; section: Section }>;
  audio: Map<string, IndexedAudio>;
}

/** The numbers printed beside a section's questions: a "choose TWO" question has two. */
export const questionNumbers = (question: Question): number => Math.max(1, questionMarks(question));

export const sectionQuestionCount = (section: Section): number =>
  sectionQuestions(section).reduce((sum, { question }) => sum + questionNumbers(question), 0);

export function indexForm(row: FormVersionRow): FormIndex {
  const index: FormIndex = {
    id: row.id,
    testId: row.testId,
    formId: row.formId,
    version: row.version,
    form: row.content,
    key: row.key,
    scoring: row.scoring,
    sections: new Map(),
    questions: new Map(),
    parts: new Map(),
    audio: new Map(),
  };
  for (const section of row.content.sections) {
    index.sections.set(section.id, section);
    for (const part of section.parts) {
      index.parts.set(part.id, { part, section });
      const partQuestions: string[] = [];
      for (const group of part.groups)
        for (const question of group.questions) {
          index.questions.set(question.id, { question, group, part, section });
          partQuestions.push(question.id);
          if (question.type === 'speech' && question.audio)
            index.audio.set(question.audio.audioId, {
              audio: question.audio,
              section,
              part,
              questionIds: [question.id],
            });
        }
      if (part.stimulus?.kind === 'audio')
        index.audio.set(part.stimulus.audioId, {
          audio: part.stimulus,
          section,
          part,
          questionIds: partQuestions,
        });
    }
  }
  return index;
}
