import { spoken, spokenPieces } from '../../../scripts/exam-audio/spoken';

// What the speech synthesiser is given for the mastery forms' Indian amounts and initialisms.
// flite drops the ₹ sign, reads 1,20,000 as "one twenty thousand" and says "UPI" as a word, so a
// candidate would hear a different amount, or no currency, from the one the key expects.

describe('spoken text for the exam audio', () => {
  it.each([
    ['Double sharing is ₹9,500.', 'Double sharing is 9,500 rupees.'],
    ['Students pay Rs. 200 for each event.', 'Students pay 200 rupees for each event.'],
    ['an offer of ₹4.8 lakh per annum', 'an offer of 4.8 lakh rupees per annum'],
    ['a ₹1 coin', 'a 1 rupee coin'],
  ])('says rupees: %s', (written, said) => {
    expect(spoken(written)).toBe(said);
  });

  it('says an amount grouped in lakhs as Indian speakers do', () => {
    expect(spoken('a deposit of ₹1,20,000')).toBe('a deposit of 1 lakh 20,000 rupees');
    expect(spoken('a budget of 12,00,000 rupees')).toBe('a budget of 12 lakh rupees');
    expect(spoken('18,000 rupees per day')).toBe('18,000 rupees per day');
  });

  it('spells out the initialisms the voices would read as words', () => {
    expect(spoken('the UPI mandate API')).toBe('the U P I mandate A P I');
    expect(spoken('your college ID and an OTT pack')).toBe('your college I D and an O T T pack');
    expect(spoken('It is an IT company.')).toBe('It is an I T company.');
  });

  it('still dictates spelt names letter by letter', () => {
    expect(spokenPieces('R-A-N-G-A-N.').map((piece) => piece.text)).toEqual([
      'R',
      'A',
      'N',
      'G',
      'A',
      'N',
    ]);
  });
});
