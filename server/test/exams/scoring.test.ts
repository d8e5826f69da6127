import {
  agreedScore,
  cefrLevel,
  convertRaw,
  expertSectionScore,
  isValidCriterionMark,
  marksAgree,
  overallScore,
  roundIeltsBand,
} from '@contract/exams/scoring';
import {
  expandAccepted,
  isAcceptedTyped,
  wordCount,
  withinWordLimit,
} from '@contract/exams/typedAnswers';

describe('the IELTS rounding of a mean band', () => {
  it.each([
    [6, 6],
    [6.125, 6],
    [6.25, 6.5],
    [6.375, 6.5],
    [6.5, 6.5],
    [6.625, 6.5],
    [6.75, 7],
    [6.875, 7],
    [8.75, 9],
    [0.125, 0],
  ])('%s rounds to %s', (mean, band) => {
    expect(roundIeltsBand(mean)).toBe(band);
  });

  it('gives the overall band from four skills as IELTS does', () => {
    expect(overallScore('ielts', [6.5, 6.5, 5, 7])).toBe(6.5); // 6.25
    expect(overallScore('ielts', [4, 3.5, 4, 4])).toBe(4); // 3.875
    expect(overallScore('ielts', [6, 6.5, 6.5, 6.5])).toBe(6.5); // 6.375
    expect(overallScore('ielts', [7, 7.5, 7.5, 7])).toBe(7.5); // 7.25
    expect(overallScore('ielts', [7, 7.5, 7.5, 8])).toBe(7.5); // 7.5
    expect(overallScore('ielts', [6.5, 7, 7, 7.5])).toBe(7); // 7.0
    expect(overallScore('ielts', [6.5, 7, 7.5, 8])).toBe(7.5); // 7.25
    expect(overallScore('ielts', [7.5, 7.5, 8, 8])).toBe(8); // 7.75
  });

  it('gives a mastery overall score as the rounded mean, with its CEFR level', () => {
    expect(overallScore('mastery', [61, 70, 58, 66])).toBe(64);
    expect(cefrLevel(64)).toBe('B2');
    expect(cefrLevel(90)).toBe('C2');
    expect(cefrLevel(14)).toBe('Pre-A1');
  });
});

describe('conversion tables', () => {
  const table = [
    { raw: 0, score: 0 },
    { raw: 10, score: 4 },
    { raw: 23, score: 6 },
    { raw: 39, score: 9 },
  ];
  it('gives the band of the highest threshold reached', () => {
    expect(convertRaw(table, 0)).toBe(0);
    expect(convertRaw(table, 22)).toBe(4);
    expect(convertRaw(table, 23)).toBe(6);
    expect(convertRaw(table, 40)).toBe(9);
  });
});

describe('expert marks', () => {
  it('weighs IELTS Task 2 twice Task 1 and rounds once', () => {
    // Task 1 mean 5.5, Task 2 mean 7 → (5.5 + 14) / 3 = 6.5
    expect(
      expertSectionScore('ielts', [
        { weight: 1, criteria: [5, 6, 5.5, 5.5] },
        { weight: 2, criteria: [7, 7, 7, 7] },
      ]),
    ).toBe(6.5);
  });

  it('puts mastery criteria (0-5) on the 0-100 scale', () => {
    expect(expertSectionScore('mastery', [{ weight: 1, criteria: [3, 3.5, 4, 3.5] }])).toBe(70);
  });

  it('accepts criterion marks on the scheme scale only', () => {
    expect(isValidCriterionMark('ielts', 6.5)).toBe(true);
    expect(isValidCriterionMark('ielts', 6.3)).toBe(false);
    expect(isValidCriterionMark('ielts', 9.5)).toBe(false);
    expect(isValidCriterionMark('mastery', 5.5)).toBe(false);
  });

  it('sends marks a band apart to a senior, and averages closer ones', () => {
    expect(marksAgree('ielts', 6, 7)).toBe(false);
    expect(marksAgree('ielts', 6, 6.5)).toBe(true);
    expect(agreedScore('ielts', 6, 6.5)).toBe(6.5);
  });
});

describe('typed answers', () => {
  const twoWordsAndANumber = { maxWords: 2, allowNumber: true };
  it('counts words as markers do', () => {
    expect(wordCount('  The well-known  museum, opens at 10:30. ')).toBe(6);
    expect(wordCount('')).toBe(0);
  });

  it('keeps to the word limit, with one number allowed', () => {
    expect(withinWordLimit('city library', twoWordsAndANumber)).toBe(true);
    expect(withinWordLimit('city library 25', twoWordsAndANumber)).toBe(true);
    expect(withinWordLimit('the city library', twoWordsAndANumber)).toBe(false);
    expect(withinWordLimit('25 30', { maxWords: 1, allowNumber: false })).toBe(false);
  });

  it('matches accepted variants whatever the case and surrounding punctuation', () => {
    expect(expandAccepted('(the) city library')).toEqual(['the city library', 'city library']);
    expect(isAcceptedTyped(['(the) city library'], 'City Library.', twoWordsAndANumber)).toBe(true);
    expect(isAcceptedTyped(['colour', 'color'], 'color', { maxWords: 1, allowNumber: false })).toBe(
      true,
    );
    expect(isAcceptedTyped(['colour'], 'colur', { maxWords: 1, allowNumber: false })).toBe(false);
    expect(isAcceptedTyped(['(the) city library'], 'the city library', twoWordsAndANumber)).toBe(
      false,
    );
    expect(isAcceptedTyped(['library'], '   ', undefined)).toBe(false);
  });
});
