// The fixed lists a course is described by; the catalogue's filters offer exactly these.

export const CATEGORIES = [
  'IELTS',
  'TOEFL & PTE',
  'Spoken English',
  'Accent & Pronunciation',
  'Business English',
  'Career & Interviews',
  'Study Abroad',
  'Grammar & Vocabulary',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const LEVELS = ['beginner', 'intermediate', 'advanced', 'all levels'] as const;
export type Level = (typeof LEVELS)[number];

/** Language of instruction; a few beginner courses explain in Hindi too. */
export const LANGUAGES = ['English', 'English and Hindi'] as const;
export type Language = (typeof LANGUAGES)[number];
