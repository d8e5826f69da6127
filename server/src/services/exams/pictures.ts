import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_NOT_FOUND } from '@contract/messages/courses';
import { notFound } from '../../lib/httpError';
import { findAttempt } from '../../repositories/examAttempts';
import { ownAttempt } from './attemptRules';
import type { ExamEngine } from './engine';
import { formAssetDir, formAssetFiles } from './forms/formAssets';

const PICTURE_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

/**
 * A picture of the learner's own attempt (a map or diagram to label): only a file its form version
 * names, from that form's asset folder. Pictures hold no answers, so any section's may be shown.
 */
export async function attemptPicture(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  file: string,
): Promise<{ root: string; file: string; contentType: string }> {
  const { attempt } = ownAttempt(
    await findAttempt(engine.db, attemptId).then((row) => row && { attempt: row }),
    userId,
  );
  const form = await engine.examForms.load(attempt.formVersionId);
  const extension = file.split('.').pop() ?? '';
  const contentType = PICTURE_TYPES[extension];
  if (!form || !contentType || !formAssetFiles({ form: form.form }).includes(file))
    throw notFound(MEDIA_NOT_FOUND);
  const root = formAssetDir(engine.config.exams.formsDir, form.formId);
  if (!fs.existsSync(path.join(root, file))) throw notFound(MEDIA_NOT_FOUND);
  return { root, file, contentType };
}
