import {
  billingMessages as m,
  normalizeBillingDetails,
  validateBillingDetails,
} from '@contract/billing';

const valid = { name: 'Asha Rao', stateCode: '29' };

describe('billing details', () => {
  it('accepts a name and a state without a GSTIN', () => {
    expect(validateBillingDetails(valid)).toEqual({});
    expect(validateBillingDetails({ ...valid, gstin: '  ', legalName: '' })).toEqual({});
  });

  it('asks for the name and the state', () => {
    expect(validateBillingDetails({ name: ' ', stateCode: '' })).toEqual({
      name: m.nameRequired,
      stateCode: m.stateRequired,
    });
  });

  it('refuses a state that is not in the list, and an over-long name', () => {
    expect(validateBillingDetails({ name: 'x'.repeat(101), stateCode: '97' })).toEqual({
      name: 'Billing name must be at most 100 characters.',
      stateCode: m.stateUnknown,
    });
  });

  it('asks for the legal name once a GSTIN is given, and checks the GSTIN against the state', () => {
    expect(validateBillingDetails({ ...valid, stateCode: '27', gstin: '29AAGCB7383J1Z4' })).toEqual(
      {
        gstin: 'This GSTIN belongs to Karnataka, not Maharashtra.',
        legalName: m.legalNameRequired,
      },
    );
  });

  it('still checks the GSTIN itself when no state is chosen', () => {
    expect(validateBillingDetails({ name: 'A', stateCode: '', gstin: '29AAGCB7383J1Z5' })).toEqual({
      stateCode: m.stateRequired,
      gstin: m.gstinCheckCharacter,
      legalName: m.legalNameRequired,
    });
  });

  it('stores trimmed values, the GSTIN in capitals, and drops a legal name without a GSTIN', () => {
    expect(
      normalizeBillingDetails({
        name: ' Asha Rao ',
        stateCode: '29',
        gstin: ' 29aagcb7383j1z4',
        legalName: ' Bright Learning LLP ',
      }),
    ).toEqual({
      name: 'Asha Rao',
      stateCode: '29',
      gstin: '29AAGCB7383J1Z4',
      legalName: 'Bright Learning LLP',
    });
    expect(normalizeBillingDetails({ ...valid, gstin: '', legalName: 'Ignored' })).toEqual(valid);
  });
});
