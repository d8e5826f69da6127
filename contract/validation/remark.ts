import { REMARK_REASON_REQUIRED } from '../messages/results';
import { REMARK_REASON_TOO_LONG, REMARK_SKILLS_REQUIRED } from '../messages/remarks';
import type { Skill } from '../exams/catalogue';
import { compact, isBlank, type FieldErrors } from './rules';

/** As RemarkRequest bounds the reason. */
export const REMARK_REASON_MAX_LENGTH = 2000;

export interface RemarkValues {
  skills: Skill[];
  reason: string;
}
export type RemarkField = keyof RemarkValues;

/** The re-mark form and POST /api/exam/attempts/:id/remarks ask for the same: a skill and a reason. */
export function validateRemark(values: RemarkValues): FieldErrors<RemarkField> {
  return compact({
    skills: values.skills.length === 0 ? REMARK_SKILLS_REQUIRED : undefined,
    reason: isBlank(values.reason)
      ? REMARK_REASON_REQUIRED
      : values.reason.trim().length > REMARK_REASON_MAX_LENGTH
        ? REMARK_REASON_TOO_LONG
        : undefined,
  });
}
