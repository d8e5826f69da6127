/** Longest billing name or legal name accepted (an invoice prints it on one or two lines). */
export const BILLING_NAME_MAX_LENGTH = 100;

/** Listed prices include GST at this rate (percent). */
export const GST_RATE_PERCENT = 18;

/** Services Accounting Code of commercial training and coaching services, printed per invoice line. */
export const SAC_TRAINING = '999293';
