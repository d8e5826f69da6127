import type { Recommendation } from '@contract/examTypes';
import { SKILL_NAMES, type ScoringScheme, type Skill } from '@contract/exams/catalogue';
import { scoreText } from '@contract/exams/scoreText';
import type { Category } from '@contract/taxonomy';
import type { Queryable } from '../../db';
import type { ResultSkill } from '../../repositories/examResults';
import { coursesForSkill } from '../../repositories/recommendedCourses';

// What to work on next: the weakest skill of released results, and published courses of the
// categories (contract/taxonomy.ts) that work on it, those naming the skill first.

interface SkillCourses {
  categories: Category[];
  keywords: string[];
}

const IELTS: Record<Skill, SkillCourses> = {
  listening: { categories: ['IELTS', 'Spoken English'], keywords: ['Listening', 'Academic'] },
  reading: { categories: ['IELTS', 'Grammar & Vocabulary'], keywords: ['Reading', 'Academic'] },
  writing: { categories: ['IELTS', 'Study Abroad'], keywords: ['Writing'] },
  speaking: { categories: ['IELTS', 'Spoken English'], keywords: ['Speaking', 'Spoken'] },
  grammar: { categories: ['Grammar & Vocabulary'], keywords: ['Grammar', 'Vocabulary'] },
  workplace: { categories: ['Business English'], keywords: ['Business'] },
};

const MASTERY: Record<Skill, SkillCourses> = {
  listening: { categories: ['Spoken English', 'Business English'], keywords: ['Spoken', 'Fluent'] },
  reading: { categories: ['Grammar & Vocabulary', 'Study Abroad'], keywords: ['Vocabulary'] },
  writing: {
    categories: ['Business English', 'Grammar & Vocabulary'],
    keywords: ['Writing', 'Email'],
  },
  speaking: {
    categories: ['Spoken English', 'Accent & Pronunciation'],
    keywords: ['Spoken', 'Fluent', 'Accent'],
  },
  grammar: { categories: ['Grammar & Vocabulary'], keywords: ['Grammar', 'Vocabulary'] },
  workplace: {
    categories: ['Business English', 'Career & Interviews'],
    keywords: ['BPO', 'Email', 'Support', 'Interview'],
  },
};

const LIMIT = 3;

/** The lowest-scored skill (the first of equals, in the test's order). */
export const weakestSkill = (skills: readonly ResultSkill[]): ResultSkill | undefined =>
  skills.reduce<ResultSkill | undefined>(
    (weakest, skill) => (weakest === undefined || skill.score < weakest.score ? skill : weakest),
    undefined,
  );

export async function recommendationsFor(
  db: Queryable,
  userId: string,
  scheme: ScoringScheme,
  skills: readonly ResultSkill[],
): Promise<Recommendation[]> {
  const weakest = weakestSkill(skills);
  if (!weakest) return [];
  const rule = (scheme === 'ielts' ? IELTS : MASTERY)[weakest.skill];
  const courses = await coursesForSkill(db, { userId, ...rule, limit: LIMIT });
  const reason = `Your lowest result was ${SKILL_NAMES[weakest.skill]} (${scoreText(scheme, weakest.score, weakest.cefr)}): this course works on it.`;
  return courses.map((course) => ({ courseSlug: course.slug, title: course.title, reason }));
}
