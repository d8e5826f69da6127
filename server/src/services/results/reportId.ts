import { randomInt } from 'node:crypto';

/**
 * Report numbers: "VR-" and 12 characters of a 32-letter alphabet without the look-alikes 0/O and
 * 1/I (60 random bits), so one read over the phone or typed from paper is unambiguous and none can
 * be guessed.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 12;

export const REPORT_ID_PATTERN = new RegExp(`^VR-[${ALPHABET}]{${LENGTH}}$`);

export function newReportId(): string {
  let id = 'VR-';
  for (let index = 0; index < LENGTH; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A report number as typed: upper-cased and trimmed; undefined when it cannot be one. */
export function normaliseReportId(raw: string): string | undefined {
  const id = raw.trim().toUpperCase();
  return REPORT_ID_PATTERN.test(id) ? id : undefined;
}
