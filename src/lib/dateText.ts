// A date typed the Indian way, DD-MM-YYYY, held by forms and sent to the API as 'YYYY-MM-DD'.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * What a typed date reads as while it is typed: its digits (at most eight) with the dashes of
 * DD-MM-YYYY put in as the next part begins. "12041998" and "12/04/1998" both read "12-04-1998".
 * A pasted 'YYYY-MM-DD' is turned around.
 */
export function maskDateText(raw: string): string {
  const iso = ISO_DATE.exec(raw.trim());
  if (iso) return `${iso[3]}-${iso[2]}-${iso[1]}`;
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('-');
}

/**
 * The form's value for the typed text: 'YYYY-MM-DD' once it reads as a whole DD-MM-YYYY (the
 * shared rules then judge whether it is a real date), the text itself while it is incomplete (which
 * the rules refuse as not a date), '' when empty.
 */
export function dateTextToValue(text: string): string {
  const typed = TYPED_DATE.exec(text);
  return typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : text;
}

/** The text a form value shows as: a 'YYYY-MM-DD' as DD-MM-YYYY, anything else as it is. */
export function valueToDateText(value: string): string {
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value;
}

/**
 * Where the caret goes after masking: just after as many digits as were before it in the text the
 * user edited, so typing or deleting in the middle does not throw it to the end.
 */
export function caretAfterMask(edited: string, caret: number, masked: string): number {
  const digitsBefore = edited.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
}
