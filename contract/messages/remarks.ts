// The learner's re-mark form (the server's refusals are in messages/results.ts).

export const REMARK_SKILLS_REQUIRED = 'Choose the skill you would like re-marked.';
export const REMARK_REASON_TOO_LONG = 'Please keep the reason under 2,000 characters.';
export const REMARK_SENT =
  'Your re-mark request is in. A senior evaluator will mark it afresh; we will mail you the outcome.';
