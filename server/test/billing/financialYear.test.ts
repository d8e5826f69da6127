import {
  DEFAULT_CREDIT_NOTE_SERIES,
  DEFAULT_INVOICE_SERIES,
  documentNumber,
  financialYearOf,
  formatKolkataDate,
  seriesError,
  testSeriesOf,
} from '../../src/services/billing/financialYear';

describe('the Indian financial year', () => {
  it.each([
    // 31 March 23:59 IST is still the old year; 1 April 00:00 IST (31 March 18:30 UTC) the new one.
    ['2027-03-31T18:29:59.999Z', '26-27', 2026],
    ['2027-03-31T18:30:00.000Z', '27-28', 2027],
    ['2026-04-01T00:00:00.000Z', '26-27', 2026],
    ['2026-03-31T18:29:00.000Z', '25-26', 2025],
    ['2026-12-31T20:00:00.000Z', '26-27', 2026],
    ['2099-06-01T00:00:00.000Z', '99-00', 2099],
  ])('%s falls in FY %s', (instant, label, startYear) => {
    expect(financialYearOf(new Date(instant))).toEqual({ startYear, label });
  });

  it('prints the date in India, DD-MM-YYYY', () => {
    expect(formatKolkataDate(new Date('2026-11-23T19:00:00Z'))).toBe('24-11-2026');
    expect(formatKolkataDate(new Date('2026-11-23T18:29:00Z'))).toBe('23-11-2026');
  });
});

describe('document numbers', () => {
  const fy = financialYearOf(new Date('2026-11-23T10:00:00Z'));

  it('numbers invoices VA/26-27/000123 and credit notes VACN/26-27/00012', () => {
    expect(documentNumber(DEFAULT_INVOICE_SERIES, fy, 123)).toBe('VA/26-27/000123');
    expect(documentNumber(DEFAULT_CREDIT_NOTE_SERIES, fy, 12)).toBe('VACN/26-27/00012');
    expect(documentNumber(DEFAULT_INVOICE_SERIES, fy, 999_999)).toHaveLength(15);
    expect(documentNumber(DEFAULT_CREDIT_NOTE_SERIES, fy, 99_999)).toHaveLength(16);
  });

  it('takes a configured prefix', () => {
    expect(documentNumber({ prefix: 'VA-ON', digits: 4 }, fy, 7)).toBe('VA-ON/26-27/0007');
  });

  it('refuses a sequence outside the series and a series longer than 16 characters', () => {
    expect(() => documentNumber(DEFAULT_INVOICE_SERIES, fy, 0)).toThrow(RangeError);
    expect(() => documentNumber(DEFAULT_INVOICE_SERIES, fy, 1_000_000)).toThrow(
      'Sequence 1000000 does not fit the 6 digits of series VA.',
    );
    expect(seriesError({ prefix: 'VA/CN', digits: 5 })).toBe(
      'Prefix "VA/CN" with 5 digits makes 17-character numbers; GST allows 16.',
    );
    expect(seriesError({ prefix: 'va', digits: 5 })).toMatch(/capital letters/);
    expect(seriesError({ prefix: 'VA_X', digits: 5 })).toMatch(/capital letters/);
  });

  it("numbers Test mode's documents in their own TEST- series, a prefix no real series may take", () => {
    expect(documentNumber(testSeriesOf(DEFAULT_INVOICE_SERIES), fy, 1)).toBe(
      'TEST-VA/26-27/000001',
    );
    expect(documentNumber(testSeriesOf(DEFAULT_CREDIT_NOTE_SERIES), fy, 1)).toBe(
      'TEST-VACN/26-27/00001',
    );
    expect(seriesError({ prefix: 'TEST-VA', digits: 6 })).toBe(
      'A document number prefix may not start with "TEST-": Test mode numbers its documents so.',
    );
    expect(seriesError(testSeriesOf({ prefix: 'VA/CN', digits: 5 }))).toBe(
      'Prefix "VA/CN" with 5 digits makes 17-character numbers; GST allows 16.',
    );
  });
});
