import fc from 'fast-check';
import {
  billingMessages as m,
  gstinCheckCharacter,
  gstinError,
  INDIAN_STATES,
  isValidGstin,
  normalizeGstin,
} from '@contract/billing';

// Published GSTINs whose check characters were computed by the GST network, not by our code.
const REAL = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM', '27AAACR5055K1Z7'];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN check character', () => {
  it.each(REAL)('accepts the published GSTIN %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinError(gstin)).toBeUndefined();
  });

  it('catches every single mistyped character and every swap of two neighbours', () => {
    for (const gstin of REAL)
      for (let index = 0; index < 15; index += 1) {
        for (const other of ALPHABET) {
          if (other === gstin[index]) continue;
          const typo = gstin.slice(0, index) + other + gstin.slice(index + 1);
          expect(isValidGstin(typo)).toBe(false);
        }
        const swapped =
          gstin.slice(0, index) + (gstin[index + 1] ?? '') + gstin[index] + gstin.slice(index + 2);
        if (index < 14 && gstin[index] !== gstin[index + 1])
          expect(isValidGstin(swapped)).toBe(false);
      }
  });

  it('makes any well-formed body valid', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const body = fc
      .tuple(
        fc.constantFrom(...INDIAN_STATES.map((entry) => entry.code)),
        fc.array(letter, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        letter,
        fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      )
      .map(
        ([code, five, four, last, entity]) =>
          `${code}${five.join('')}${four.join('')}${last}${entity}Z`,
      );
    fc.assert(
      fc.property(body, (first14) => {
        expect(gstinError(first14 + gstinCheckCharacter(first14))).toBeUndefined();
      }),
    );
  });
});

describe('GSTIN messages', () => {
  it.each([
    ['27AAPFU0939F1Z', m.gstinLength],
    ['27AAPFU0939F1ZVX', m.gstinLength],
    ['27AAPFU0939F1Z-', m.gstinCharacters],
    ['2XAAPFU0939F1ZV', m.gstinStateDigits],
    ['27AAPF10939F1ZV', m.gstinPan],
    ['27AAPFU093901ZV', m.gstinPan],
    ['27AAPFU0939F0ZV', m.gstinEntity],
    ['27AAPFU0939F1YV', m.gstinFourteenth],
    ['27AAPFU0939F1ZW', m.gstinCheckCharacter],
  ])('%s: %s', (gstin, message) => {
    expect(gstinError(gstin)).toBe(message);
  });

  it('names the code when it is no state or union territory', () => {
    const body = '97AAPFU0939F1Z';
    expect(gstinError(body + gstinCheckCharacter(body))).toBe(
      'This GSTIN starts with 97, which is not the code of a state or union territory.',
    );
  });

  it('names both states when the GSTIN is registered elsewhere than the chosen state', () => {
    expect(gstinError('29AAGCB7383J1Z4', '27')).toBe(
      'This GSTIN belongs to Karnataka, not Maharashtra.',
    );
    expect(gstinError('29AAGCB7383J1Z4', '29')).toBeUndefined();
  });

  it('reports a mistyped state code as a typing mistake, not as another state', () => {
    expect(gstinError('28AAPFU0939F1ZV', '27')).toBe(m.gstinUnknownState('28'));
    expect(gstinError('29AAPFU0939F1ZV', '27')).toBe(m.gstinCheckCharacter);
  });

  it('accepts lower case and spaces as people paste them', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinError('27 AAPFU 0939 F1ZV', '27')).toBeUndefined();
  });
});
