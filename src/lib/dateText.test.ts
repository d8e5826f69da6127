import { caretAfterMask, dateTextToValue, maskDateText, valueToDateText } from './dateText';

describe('maskDateText', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12-3'],
    ['1204', '12-04'],
    ['12041', '12-04-1'],
    ['12041998', '12-04-1998'],
    ['120419981', '12-04-1998'],
    ['12/04/1998', '12-04-1998'],
    ['12.04.1998', '12-04-1998'],
    ['12-04-', '12-04'],
    ['ab12', '12'],
    ['1998-04-12', '12-04-1998'],
  ])('reads %j as %j', (raw, masked) => {
    expect(maskDateText(raw)).toBe(masked);
  });
});

describe('dateTextToValue and valueToDateText', () => {
  it('turns a whole DD-MM-YYYY into the API date and back', () => {
    expect(dateTextToValue('07-03-2001')).toBe('2001-03-07');
    expect(valueToDateText('2001-03-07')).toBe('07-03-2001');
  });

  it('keeps an incomplete text as it is, so the form refuses it as not a date', () => {
    expect(dateTextToValue('07-03')).toBe('07-03');
    expect(valueToDateText('07-03')).toBe('07-03');
  });

  it('passes an impossible day on for the rules to refuse', () => {
    expect(dateTextToValue('31-02-2001')).toBe('2001-02-31');
  });

  it('keeps empty empty', () => {
    expect(dateTextToValue('')).toBe('');
    expect(valueToDateText('')).toBe('');
  });
});

describe('caretAfterMask', () => {
  it('follows the digits when a dash is put in', () => {
    expect(caretAfterMask('123', 3, '12-3')).toBe(4);
  });
  it('stays after the same digit when editing in the middle', () => {
    // "12-04-1998" with a 5 typed after the first digit: "152-04-1998" → "15-20-4199"
    expect(caretAfterMask('152-04-1998', 2, '15-20-4199')).toBe(2);
  });
  it('goes to the start when no digit is before it', () => {
    expect(caretAfterMask('-12', 1, '12')).toBe(0);
  });
});
