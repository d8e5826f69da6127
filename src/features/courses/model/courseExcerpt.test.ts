import { courseExcerpt, courseHighlights } from './courseExcerpt';

describe('courseExcerpt', () => {
  it('keeps the first paragraph as plain text, without the list after it', () => {
    expect(
      courseExcerpt(
        '<p>A full course for the <strong>IELTS Academic</strong> test.</p><ul><li>Listening</li></ul>',
      ),
    ).toBe('A full course for the IELTS Academic test.');
  });

  it('keeps the whole sentences that fit, never half of one', () => {
    expect(
      courseExcerpt(
        '<p>Writing is where most candidates lose marks. This focused course shows you exactly how examiners score every essay.</p>',
        60,
      ),
    ).toBe('Writing is where most candidates lose marks.');
  });

  it('cuts a first sentence that does not fit at a word, with one ellipsis', () => {
    expect(
      courseExcerpt(
        '<p>Prepare for the IELTS General Training test needed for work visas.</p>',
        30,
      ),
    ).toBe('Prepare for the IELTS General…');
  });

  it('reads a description without paragraphs, and spaces its text once', () => {
    expect(courseExcerpt('Speak   with\n confidence.<br>Every day.')).toBe(
      'Speak with confidence. Every day.',
    );
  });

  it('is empty for an empty description', () => {
    expect(courseExcerpt('')).toBe('');
  });
});

describe('courseHighlights', () => {
  it('takes the first points of the lists as plain text', () => {
    expect(
      courseHighlights(
        '<p>Lead.</p><ul><li>Timed <em>practice</em> sets</li><li> </li><li>Model answers</li><li>Mock test</li></ul>',
        2,
      ),
    ).toEqual(['Timed practice sets', 'Model answers']);
  });

  it('is empty for a description without a list', () => {
    expect(courseHighlights('<p>Only a paragraph.</p>', 3)).toEqual([]);
  });
});
