/**
 * India's financial year runs from 1 April to 31 March, on Indian Standard Time (UTC+05:30 all year,
 * no daylight saving), and invoice and credit-note numbers restart with each one. A number is
 * `<prefix>/<yy-yy>/<sequence>`, e.g. VA/26-27/000123; GST allows at most 16 characters, drawn from
 * letters, digits, '-' and '/'.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

export interface KolkataDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** The calendar date in Asia/Kolkata of an instant. */
export function kolkataDate(instant: Date): KolkataDate {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError('Not a valid instant.');
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** "DD-MM-YYYY", the date format the academy prints everywhere. */
export function formatKolkataDate(instant: Date): string {
  const { year, month, day } = kolkataDate(instant);
  const two = (value: number) => value.toString().padStart(2, '0');
  return `${two(day)}-${two(month)}-${year}`;
}

export interface FinancialYear {
  /** The calendar year in which it starts: 2026 for April 2026 – March 2027. */
  startYear: number;
  /** "26-27". */
  label: string;
}

export function financialYearOf(instant: Date): FinancialYear {
  const { year, month } = kolkataDate(instant);
  const startYear = month >= 4 ? year : year - 1;
  const short = (value: number) => (value % 100).toString().padStart(2, '0');
  return { startYear, label: `${short(startYear)}-${short(startYear + 1)}` };
}

/** One consecutive series of documents: its prefix and how many digits its sequence is padded to. */
export interface NumberSeries {
  prefix: string;
  digits: number;
  /**
   * Test mode's series (testSeriesOf): the real prefix behind `TEST-`. Its documents are not tax
   * documents, so GST's 16 characters bind only the part behind the mark.
   */
  test?: boolean;
}

/** What a Test-mode series puts before the real prefix: TEST-VA/26-27/000001. */
export const TEST_SERIES_MARK = 'TEST-';

/** The Test-mode twin of a series: its own prefix, so its own counter, and the real one has no gaps. */
export const testSeriesOf = (series: NumberSeries): NumberSeries => ({
  prefix: `${TEST_SERIES_MARK}${series.prefix}`,
  digits: series.digits,
  test: true,
});

export const DEFAULT_INVOICE_SERIES: NumberSeries = { prefix: 'VA', digits: 6 };
/** VACN/26-27/00012: "VA/CN/…" with five digits would be 17 characters, one too many. */
export const DEFAULT_CREDIT_NOTE_SERIES: NumberSeries = { prefix: 'VACN', digits: 5 };

const PREFIX_PATTERN = /^[A-Z0-9][A-Z0-9/-]*$/;

/** Why a series cannot number documents (a configuration mistake), or undefined when it can. */
export function seriesError(series: NumberSeries): string | undefined {
  if (!PREFIX_PATTERN.test(series.prefix))
    return `A document number prefix uses capital letters, digits, '-' and '/', not "${series.prefix}".`;
  if (series.test !== true && series.prefix.startsWith(TEST_SERIES_MARK))
    return `A document number prefix may not start with "${TEST_SERIES_MARK}": Test mode numbers its documents so.`;
  if (series.test === true && !series.prefix.startsWith(TEST_SERIES_MARK))
    return `A Test-mode series starts with "${TEST_SERIES_MARK}", not "${series.prefix}".`;
  if (!Number.isInteger(series.digits) || series.digits < 1)
    return `A document number needs at least one sequence digit, not ${series.digits}.`;
  const prefix =
    series.test === true ? series.prefix.slice(TEST_SERIES_MARK.length) : series.prefix;
  const length = prefix.length + '/yy-yy/'.length + series.digits;
  if (length > MAX_DOCUMENT_NUMBER_LENGTH)
    return `Prefix "${prefix}" with ${series.digits} digits makes ${length}-character numbers; GST allows ${MAX_DOCUMENT_NUMBER_LENGTH}.`;
  return undefined;
}

/** The `sequence`-th document (from 1) of a series in a financial year: "VA/26-27/000123". */
export function documentNumber(
  series: NumberSeries,
  year: FinancialYear,
  sequence: number,
): string {
  const problem = seriesError(series);
  if (problem) throw new RangeError(problem);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** series.digits)
    throw new RangeError(
      `Sequence ${sequence} does not fit the ${series.digits} digits of series ${series.prefix}.`,
    );
  return `${series.prefix}/${year.label}/${sequence.toString().padStart(series.digits, '0')}`;
}
