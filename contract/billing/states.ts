/**
 * India's 28 states and 8 union territories with the two-digit codes GST uses for them (the first
 * two characters of a GSTIN and the "place of supply" code on an invoice). Codes no longer issued
 * (25, the former Daman and Diu; 28, Andhra Pradesh before 2014) and the codes that are not places
 * (97 Other Territory, 99 Centre Jurisdiction) are deliberately absent.
 */
export type StateKind = 'state' | 'union territory';

export interface IndianState {
  code: string;
  name: string;
  kind: StateKind;
}

const state = (code: string, name: string): IndianState => ({ code, name, kind: 'state' });
const territory = (code: string, name: string): IndianState => ({
  code,
  name,
  kind: 'union territory',
});

/** Ordered by GST state code. */
export const INDIAN_STATES: readonly IndianState[] = [
  territory('01', 'Jammu and Kashmir'),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  territory('04', 'Chandigarh'),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  territory('07', 'Delhi'),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  territory('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  state('27', 'Maharashtra'),
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  territory('31', 'Lakshadweep'),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  territory('34', 'Puducherry'),
  territory('35', 'Andaman and Nicobar Islands'),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  territory('38', 'Ladakh'),
];

const BY_CODE = new Map(INDIAN_STATES.map((entry) => [entry.code, entry]));

export function stateByCode(code: string): IndianState | undefined {
  return BY_CODE.get(code);
}

export const isStateCode = (code: string): boolean => BY_CODE.has(code);

/** "Maharashtra (27)": how an invoice names a state together with its code. */
export function stateLabel(code: string): string {
  const entry = BY_CODE.get(code);
  if (!entry) throw new RangeError(`Unknown GST state code "${code}".`);
  return `${entry.name} (${entry.code})`;
}
