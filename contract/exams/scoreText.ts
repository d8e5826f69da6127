import type { ScoringScheme } from './catalogue';

/**
 * A band or score as printed on results, reports and mails: IELTS bands with one decimal ("7.0",
 * "6.5"), mastery scores as whole numbers with their CEFR level when given ("72 (B2)").
 */
export function scoreText(scheme: ScoringScheme, score: number, cefr?: string | null): string {
  if (scheme === 'ielts') return score.toFixed(1);
  const whole = String(Math.round(score));
  return cefr ? `${whole} (${cefr})` : whole;
}

/** What the overall result is called: "Overall band" (IELTS) or "Overall score" (mastery). */
export const overallLabel = (scheme: ScoringScheme): string =>
  scheme === 'ielts' ? 'Overall band' : 'Overall score';
