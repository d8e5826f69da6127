/** Longest billing name or legal name accepted (an invoice prints it on one or two lines). */
export const BILLING_NAME_MAX_LENGTH = 100;

/** Listed prices include GST at this rate (percent). */
export const GST_RATE_PERCENT = 18;

/**
 * Services Accounting Codes printed per invoice line (docs/billing.md, "The tax rule"): a course is
 * commercial training and coaching (999293); a test, an assessment with expert evaluation and no
 * instruction, is another education and training service n.e.c. (999294).
 */
export const SAC_TRAINING = '999293';
export const SAC_ASSESSMENT = '999294';

/** The SAC of a line that holds a course or a test. */
export const sacOf = (model: 'Course' | 'Test'): string =>
  model === 'Test' ? SAC_ASSESSMENT : SAC_TRAINING;
