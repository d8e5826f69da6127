// The academy's tests and the skills their results report. Shared by the server (records, forms,
// scoring) and the SPA (the Tests tab, results, the marking console).

/** Each test's slug: its address on the site and the key of its server record and forms. */
export const TEST_SLUGS = ['ielts-practice', 'english-mastery', 'english-mastery-pro'] as const;
export type TestSlug = (typeof TEST_SLUGS)[number];

export const isTestSlug = (value: string): value is TestSlug =>
  (TEST_SLUGS as readonly string[]).includes(value);

/**
 * What a section measures. The IELTS practice test reports listening, reading, writing and
 * speaking; the mastery assessments add grammar and vocabulary, and the pro variant workplace
 * communication (an email reply and a customer call).
 */
export const SKILLS = [
  'listening',
  'reading',
  'writing',
  'speaking',
  'grammar',
  'workplace',
] as const;
export type Skill = (typeof SKILLS)[number];

export const SKILL_NAMES: Record<Skill, string> = {
  listening: 'Listening',
  reading: 'Reading',
  writing: 'Writing',
  speaking: 'Speaking',
  grammar: 'Grammar and vocabulary',
  workplace: 'Workplace communication',
};

/**
 * How a test reports results. `ielts`: bands 0 to 9 in half bands, the overall band by the IELTS
 * rounding rule. `mastery`: a score from 0 to 100 per skill and overall, with a CEFR level.
 */
export const SCORING_SCHEMES = ['ielts', 'mastery'] as const;
export type ScoringScheme = (typeof SCORING_SCHEMES)[number];

/** Days a bought test may be started in; an attempt not started by then expires. */
export const TEST_VALIDITY_DAYS = 180;

/** Days after results a learner may ask for a re-mark of an expertly marked skill. */
export const REMARK_WINDOW_DAYS = 14;
