/**
 * Rupee amounts held as integer paise, printed the Indian way: "₹1,23,456.78" (the last three
 * digits grouped, then pairs). Written out rather than left to Intl so the server's PDFs and the
 * browser print the same text whatever locale data each has.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** "1,272.12" for 127212 paise; negative amounts get a leading minus. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}.`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const rupees = Math.floor(absolute / 100).toString();
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${sign}${groupIndian(rupees)}.${rest}`;
}

/** "₹1,272.12". */
export const formatRupees = (paise: number): string =>
  paise < 0 ? `-₹${formatPaise(-paise)}` : `₹${formatPaise(paise)}`;
