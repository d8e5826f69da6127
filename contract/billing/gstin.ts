import { billingMessages as m } from './messages';
import { stateByCode } from './states';

/**
 * A GSTIN is 15 characters: the 2-digit state code, the holder's 10-character PAN, an entity
 * number (1-9, then A-Z for the 10th registration onwards in one state), the letter Z, and a check
 * character computed from the first 14 by the Luhn mod 36 algorithm below.
 */
export const GSTIN_LENGTH = 15;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Upper case without spaces, as people paste GSTINs in every form. */
export const normalizeGstin = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, A=10 … Z=35)
 * is multiplied by 1 and 2 alternately from the left, each product's base-36 digits are added, and
 * the check character is what brings the sum up to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14[index] ?? '');
    if (value < 0) throw new RangeError(`Not a GSTIN character: "${first14[index]}".`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** The first rule a normalised GSTIN breaks, in reading order; undefined when its shape is right. */
function shapeError(gstin: string): string | undefined {
  if (gstin.length !== GSTIN_LENGTH) return m.gstinLength;
  if (!/^[0-9A-Z]+$/.test(gstin)) return m.gstinCharacters;
  if (!/^\d{2}/.test(gstin)) return m.gstinStateDigits;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return m.gstinPan;
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return m.gstinEntity;
  if (gstin[13] !== 'Z') return m.gstinFourteenth;
  return undefined;
}

/**
 * Why a GSTIN cannot be accepted, or undefined when it can. With `chosenStateCode` (the billing
 * state the buyer picked), the GSTIN must also be registered in that state.
 */
export function gstinError(raw: string, chosenStateCode?: string): string | undefined {
  const gstin = normalizeGstin(raw);
  const shape = shapeError(gstin);
  if (shape) return shape;
  const code = gstin.slice(0, 2);
  const registeredIn = stateByCode(code);
  if (!registeredIn) return m.gstinUnknownState(code);
  if (gstinCheckCharacter(gstin) !== gstin[14]) return m.gstinCheckCharacter;
  const chosen = chosenStateCode === undefined ? undefined : stateByCode(chosenStateCode);
  if (chosen && chosen.code !== code) return m.gstinStateMismatch(registeredIn.name, chosen.name);
  return undefined;
}

export const isValidGstin = (raw: string, chosenStateCode?: string): boolean =>
  gstinError(raw, chosenStateCode) === undefined;

/** The state code a (valid) GSTIN is registered in. */
export const gstinStateCode = (gstin: string): string => normalizeGstin(gstin).slice(0, 2);
