import fs from 'node:fs';
import path from 'node:path';
import type { Figure, TestFormFile } from '@contract/exams/form';
import { sectionQuestions } from '@contract/exams/formRules';

/** The files a form names (pictures and recordings), which live in `<formsDir>/<formId>/`. */
export function formAssetFiles(file: Pick<TestFormFile, 'form'>): string[] {
  const files = new Set<string>();
  const figure = (item: Figure | undefined) => {
    if (item?.kind === 'image') files.add(item.file);
  };
  for (const section of file.form.sections) {
    for (const part of section.parts) {
      if (part.stimulus?.kind === 'audio') files.add(part.stimulus.file);
      if (part.stimulus?.kind === 'figure') figure(part.stimulus.figure);
      for (const group of part.groups) figure(group.figure);
    }
    for (const { question } of sectionQuestions(section)) {
      if (question.type === 'essay') figure(question.figure);
      if (question.type === 'speech' && question.audio) files.add(question.audio.file);
    }
  }
  return [...files].sort();
}

/** Where a form's assets are served from. */
export const formAssetDir = (formsDir: string, formId: string): string =>
  path.join(formsDir, formId);

/** A problem for each file the form names that is not in its asset folder. */
export function missingAssetProblems(file: TestFormFile, formsDir: string): string[] {
  const dir = formAssetDir(formsDir, file.formId);
  return formAssetFiles(file)
    .filter((name) => !fs.existsSync(path.join(dir, name)))
    .map((name) => `the file ${name} is not in ${dir}`);
}
