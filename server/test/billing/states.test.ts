import { INDIAN_STATES, isStateCode, stateByCode, stateLabel } from '@contract/billing';

describe('states and union territories', () => {
  it('lists 28 states and 8 union territories, each code once', () => {
    expect(INDIAN_STATES.filter((entry) => entry.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((entry) => entry.kind === 'union territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((entry) => entry.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((entry) => entry.name)).size).toBe(36);
    for (const entry of INDIAN_STATES) expect(entry.code).toMatch(/^\d{2}$/);
  });

  it.each([
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['07', 'Delhi'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['01', 'Jammu and Kashmir'],
  ])('code %s is %s', (code, name) => {
    expect(stateByCode(code)?.name).toBe(name);
  });

  it.each(['97', '99', '25', '28', '00', '39', '7', ''])(
    'code "%s" is not a state or union territory',
    (code) => {
      expect(isStateCode(code)).toBe(false);
      expect(() => stateLabel(code)).toThrow(RangeError);
    },
  );

  it('labels a state with its code, as invoices print the place of supply', () => {
    expect(stateLabel('29')).toBe('Karnataka (29)');
  });
});
