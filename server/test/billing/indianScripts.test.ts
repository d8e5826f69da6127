import { renderCreditNotePdf } from '../../src/services/billing/creditNotePdf';
import { renderInvoicePdf } from '../../src/services/billing/invoicePdf';
import { scriptRuns } from '../../src/services/billing/pdf/scripts';
import { renderCertificatePdf } from '../../src/services/certificates/certificatePdf';
import { creditNoteTo, INDIAN_NAMES, invoiceTo } from './fixtures';
import { actualTexts, pdfPages, unembeddedFonts } from './pdfText';

const DEVANAGARI = 'अनन्या शर्मा';
const TAMIL = 'தமிழ்செல்வி';

const certificateFor = (learnerName: string) =>
  renderCertificatePdf({
    id: '5f0c2a9e-6b1d-4c3e-9a7f-2d8e4b6c1a03',
    learnerName,
    courseTitle: 'IELTS Academic: Complete Preparation',
    issuedAt: new Date('2026-11-23T09:15:00Z'),
    verifyUrl: 'https://vaani.example/certificates/5f0c2a9e-6b1d-4c3e-9a7f-2d8e4b6c1a03',
  });

const DOCUMENTS: [string, (name: string) => Promise<Buffer>][] = [
  ['tax invoice', (name) => renderInvoicePdf(invoiceTo(name))],
  ['credit note', (name) => renderCreditNotePdf(creditNoteTo(name))],
  ['certificate', certificateFor],
];

/** The letters of a text, in any order: pdf.js reads shaped glyphs in the order they are drawn. */
const letters = (text: string) => Array.from(text.replace(/\s+/g, '')).sort().join('');

describe.each(DOCUMENTS)('a %s for a learner named in an Indian script', (_, render) => {
  it.each([
    ['Devanagari', DEVANAGARI, 'NotoSansDevanagari'],
    ['Tamil', TAMIL, 'NotoSansTamil'],
  ])('prints a %s name from real glyphs, in its embedded font', async (__, name, font) => {
    const pdf = await render(name);
    const [page] = await pdfPages(pdf);
    // A glyph the font lacks is drawn as a box and read back as U+0000.
    expect(page).not.toContain('\u0000');
    expect(page!.split('\n').some((line) => letters(line) === letters(name))).toBe(true);
    // Readers that honour /ActualText (Acrobat, poppler) copy the name as it was typed.
    expect(actualTexts(pdf)).toContain(name);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}-(Regular|Bold)`));
    expect(unembeddedFonts(pdf)).toEqual([]);
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
  });
});

/** "NotoSansOriya" for Odia: the font of each script, as the test names the script. */
const fontOf = (script: string) => `NotoSans${script === 'Odia' ? 'Oriya' : script}`;

// pdf.js reads some scripts' split vowels in their parts and their lines in pieces, so for these
// the test asks for real glyphs, the embedded font, and the name as readers that honour it copy it.
it.each(INDIAN_NAMES)(
  'prints a certificate for a name in %s from real glyphs',
  async (script, name) => {
    const pdf = await certificateFor(name);
    const [page] = await pdfPages(pdf);
    expect(page).not.toContain('\u0000');
    expect(actualTexts(pdf)).toContain(name);
    expect(pdf.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${fontOf(script)}-`));
  },
);

describe('the script of each run of a text', () => {
  it('cuts where the script changes; spaces and joiners stay with the run they sit in', () => {
    expect(scriptRuns(`Billed to ${DEVANAGARI} (${TAMIL})`)).toEqual([
      { text: 'Billed to ', script: undefined },
      { text: `${DEVANAGARI} `, script: 'devanagari' },
      { text: '(', script: undefined },
      { text: TAMIL, script: 'tamil' },
      { text: ')', script: undefined },
    ]);
    expect(scriptRuns('  क्\u200dष')).toEqual([{ text: '  क्\u200dष', script: 'devanagari' }]);
  });

  it('prints a danda in an Indian font, even after Latin text', () => {
    expect(scriptRuns('Done।')).toEqual([
      { text: 'Done', script: undefined },
      { text: '।', script: 'devanagari' },
    ]);
    expect(scriptRuns('ঠিক আছে।')).toEqual([{ text: 'ঠিক আছে।', script: 'bengali' }]);
  });
});
