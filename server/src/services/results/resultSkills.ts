import type { ScoringScheme } from '@contract/exams/catalogue';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import type { FormContent } from '@contract/exams/form';
import { cefrLevel, overallScore } from '@contract/exams/scoring';
import type { ResultSkill } from '../../repositories/examResults';
import type { SectionRow } from '../../repositories/markedAttempts';

// The results as released: each section's score with its title (and CEFR level on the mastery
// scale), and the overall result, the mean of the skills rounded as the scheme does.

export const cefrOf = (scheme: ScoringScheme, score: number): string | null =>
  scheme === 'mastery' ? cefrLevel(score) : null;

export function resultSkills(
  scheme: ScoringScheme,
  content: FormContent,
  sections: readonly SectionRow[],
): ResultSkill[] {
  return sections.map((section) => ({
    sectionId: section.section_id,
    skill: section.skill,
    title:
      content.sections.find((formSection) => formSection.id === section.section_id)?.title ??
      SKILL_NAMES[section.skill],
    score: section.score ?? 0,
    cefr: cefrOf(scheme, section.score ?? 0),
  }));
}

export function overallOf(
  scheme: ScoringScheme,
  skills: readonly ResultSkill[],
): { overall: number; cefr: string | null } {
  const overall = overallScore(
    scheme,
    skills.map((skill) => skill.score),
  );
  return { overall, cefr: cefrOf(scheme, overall) };
}

/**
 * Whether every section is marked and settled: closed, scored, and an expert-marked section's score
 * final (no second mark or decision pending).
 */
export const everySectionSettled = (sections: readonly SectionRow[]): boolean =>
  sections.length > 0 &&
  sections.every(
    (section) =>
      section.status === 'closed' &&
      section.score !== null &&
      (section.marking === 'objective' || section.score_status === 'final'),
  );
