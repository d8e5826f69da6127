// Renders the test fixtures' invoices, credit note and certificates to PDF files for a look at
// the layout, learners' names in each of India's scripts included:
//   npx tsx scripts/billing/renderSamples.ts /tmp/billing && pdftoppm -r 80 -png /tmp/billing/invoice-intra.pdf /tmp/billing/invoice-intra
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCreditNotePdf } from '../../server/src/services/billing/creditNotePdf';
import { renderInvoicePdf } from '../../server/src/services/billing/invoicePdf';
import { renderCertificatePdf } from '../../server/src/services/certificates/certificatePdf';
import {
  creditNote,
  creditNoteTo,
  INDIAN_NAMES,
  interStateInvoice,
  intraStateInvoice,
  invoiceTo,
} from '../../server/test/billing/fixtures';

const certificate = (learnerName: string, courseTitle = 'IELTS Academic: Complete Preparation') =>
  renderCertificatePdf({
    id: '5f0c2a9e-6b1d-4c3e-9a7f-2d8e4b6c1a03',
    learnerName,
    courseTitle,
    issuedAt: new Date('2026-11-23T09:15:00Z'),
    verifyUrl: 'https://vaani.example/certificates/5f0c2a9e-6b1d-4c3e-9a7f-2d8e4b6c1a03',
  });

async function main(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const files: [string, Promise<Buffer>][] = [
    ['invoice-intra.pdf', renderInvoicePdf(intraStateInvoice())],
    ['invoice-inter.pdf', renderInvoicePdf(interStateInvoice())],
    ['credit-note.pdf', renderCreditNotePdf(creditNote())],
    [
      'invoice-devanagari.pdf',
      renderInvoicePdf(
        invoiceTo('अनन्या शर्मा', 'हिंदी भाषियों के लिए IELTS लेखन (Writing Task 1 और 2)'),
      ),
    ],
    [
      'credit-note-tamil.pdf',
      renderCreditNotePdf(creditNoteTo('தமிழ்செல்வி', 'பாடம் எனக்குப் பொருந்தவில்லை.')),
    ],
    ['certificate-latin.pdf', certificate('Asha Rao')],
    ...INDIAN_NAMES.map(([script, name]): [string, Promise<Buffer>] => [
      `certificate-${script.toLowerCase()}.pdf`,
      certificate(name, `Spoken English for ${script} speakers: ${name}`),
    ]),
  ];
  for (const [name, pdf] of files) {
    const file = path.join(outDir, name);
    writeFileSync(file, await pdf);
    console.info(file);
  }
}

void main(process.argv[2] ?? path.join(process.cwd(), 'reports', 'billing'));
