import type { TestFormFile } from '@contract/exams/form';
import { expandAccepted, normaliseTyped } from '@contract/exams/typedAnswers';

/** The key's and the scoring's field names: a leak of the key's shape, whatever its values. */
const FIELD_NAMES = [
  '"correct"',
  '"accepted"',
  '"explanations"',
  '"transcripts"',
  '"conversion"',
  '"answer_key"',
  '"scoring"',
  '"rubric"',
];

/**
 * The values of a form's key to look for in what a learner is sent before results. An accepted
 * answer that is also an ordinary word of the form's own text (a prompt may use the word its
 * answer is) would be found in the content itself, so it cannot tell a leak and is left out (so is
a transcript line printed on screen);
 * short answers and option letters (A, B, TRUE) are everywhere for the same reason, which is why
 * the key's field names are looked for too.
 */
export function keyNeedles(form: TestFormFile): string[] {
  const visible = normaliseTyped(JSON.stringify(form.form));
  const accepted = Object.values(form.key.answers)
    .flatMap((key) => ('accepted' in key ? key.accepted.flatMap(expandAccepted) : []))
    .filter((variant) => variant.length >= 4);
  const explanations = Object.values(form.key.explanations).map(normaliseTyped);
  const transcripts = Object.values(form.key.transcripts).flatMap((lines) =>
    lines.map((line) => normaliseTyped(line.text)),
  );
  // A transcript line may be on screen too (an examiner's question printed as the prompt).
  return [...new Set([...accepted, ...explanations, ...transcripts])].filter(
    (needle) => !visible.includes(needle),
  );
}

/**
 * Whether `needle` is in `text` as a whole: not inside a longer word or number, so the key's
 * "31.8" is not found in a time such as 06:50:31.812.
 */
function containsWhole(text: string, needle: string): boolean {
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** Every key value or key field name found in `text` (an answer's body). */
export function keyLeaks(form: TestFormFile, text: string, needles = keyNeedles(form)): string[] {
  const comparable = normaliseTyped(text);
  return [
    ...needles.filter((needle) => containsWhole(comparable, needle)),
    ...FIELD_NAMES.filter((name) => text.includes(name)),
  ];
}
