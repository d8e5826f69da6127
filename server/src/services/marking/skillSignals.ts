import type { SkillSignals } from '@contract/examTypes';
import type { Skill } from '@contract/exams/catalogue';
import type { SignalsRow } from '../../repositories/examSignals';

/** A section's stored signals as the contract has them (always labelled provisional by the UI). */
export const skillSignalsOf = (row: SignalsRow, skill: Skill): SkillSignals => ({
  sectionId: row.section_id,
  skill,
  estimate: row.estimate,
  signals: row.signals,
  ...(row.transcript ? { transcript: row.transcript } : {}),
  computedAt: row.computed_at.toISOString(),
});
