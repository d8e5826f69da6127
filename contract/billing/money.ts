/**
 * How an amount of money is written, in one place for the SPA, the mails and the server's
 * messages: the specification's "Rs." style with Indian digit grouping ("Rs. 1,23,456.78": the
 * last three digits grouped, then pairs). Written out rather than left to Intl, so the server and
 * the browser print the same text whatever locale data each has (and a phone does not load
 * en-IN's locale data on the way to a page with a price).
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** "1,272.12" for 127212 paise; negative amounts get a leading minus. The tax documents' cells. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}.`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const rupees = Math.floor(absolute / 100).toString();
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${sign}${groupIndian(rupees)}.${rest}`;
}

/**
 * The one way an amount is written for a person (screens, mails, messages), from paise: whole
 * rupees without paise ("Rs. 3,419"), otherwise with them ("Rs. 521.54"), so an order's total and
 * the GST inside it read alike.
 */
export function formatRupees(paise: number): string {
  const digits = formatPaise(Math.abs(paise));
  const text = `Rs. ${digits.endsWith('.00') ? digits.slice(0, -3) : digits}`;
  return paise < 0 ? `-${text}` : text;
}

/** The same text for an amount in whole rupees (prices, order totals): 1499 → "Rs. 1,499". */
export const formatWholeRupees = (rupees: number): string => formatRupees(Math.round(rupees) * 100);

/**
 * The tax documents (invoice and credit-note PDFs) print every amount with its paise and the
 * rupee sign, as their tables of figures do: "₹3,419.00". Nothing a person reads on screen or in
 * a mail uses this.
 */
export const formatDocumentRupees = (paise: number): string =>
  paise < 0 ? `-₹${formatPaise(-paise)}` : `₹${formatPaise(paise)}`;
