import { ACADEMY_NAME } from '@contract/constants';
import type { ScoringScheme } from '@contract/exams/catalogue';
import { overallLabel, scoreText } from '@contract/exams/scoreText';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from './mailer';

type Mail = Omit<MailMessage, 'to'>;

function linkedMail(subject: string, name: string, lines: string[], action: string, link: string) {
  const greeting = `Hello ${name || 'there'},`;
  return {
    subject: `${subject} - ${ACADEMY_NAME}`,
    link,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${action}: ${link}\n\n${ACADEMY_NAME}\n`,
    html:
      [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(ACADEMY_NAME)}</p>`,
  };
}

export interface ResultsFacts {
  testName: string;
  scheme: ScoringScheme;
  overall: number;
  cefr: string | null;
  /** The learner's results page. */
  link: string;
}

/** Every part is marked and checked: the results and the score report are ready. */
export const resultsReadyMail = (name: string, facts: ResultsFacts): Mail =>
  linkedMail(
    `Your results for ${facts.testName} are ready`,
    name,
    [
      `Every part of your ${facts.testName} has been marked. ${overallLabel(facts.scheme)}: ${scoreText(facts.scheme, facts.overall, facts.cefr)}.`,
      "Your results page shows each skill, your answers with explanations, the evaluators' feedback and what to work on next. Your score report (PDF) is there too, with a link anyone can use to confirm it.",
    ],
    'See my results',
    facts.link,
  );

export interface RemarkFacts extends ResultsFacts {
  changes: { skill: string; before: number; after: number }[];
}

const changeText = (scheme: ScoringScheme, change: RemarkFacts['changes'][number]): string => {
  const before = scoreText(scheme, change.before);
  const after = scoreText(scheme, change.after);
  if (change.after === change.before) return `${change.skill}: ${after}, unchanged.`;
  return `${change.skill}: ${before} before, ${after} now (${change.after > change.before ? 'raised' : 'lowered'}).`;
};

/** A senior evaluator has marked the skills again; scores may have gone up or down. */
export const remarkOutcomeMail = (name: string, facts: RemarkFacts): Mail =>
  linkedMail(
    `Your re-mark for ${facts.testName} is complete`,
    name,
    [
      'A senior evaluator who had not marked your test before has marked it again, without seeing the earlier marks.',
      ...facts.changes.map((change) => changeText(facts.scheme, change)),
      `${overallLabel(facts.scheme)} now: ${scoreText(facts.scheme, facts.overall, facts.cefr)}. Your score report shows the revised results.`,
    ],
    'See my results',
    facts.link,
  );
