// Renders the test fixtures' invoices and credit note to PDF files for a look at the layout:
//   npx tsx scripts/billing/renderSamples.ts /tmp/billing && pdftoppm -r 80 -png /tmp/billing/invoice-intra.pdf /tmp/billing/invoice-intra
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCreditNotePdf } from '../../server/src/services/billing/creditNotePdf';
import { renderInvoicePdf } from '../../server/src/services/billing/invoicePdf';
import {
  creditNote,
  interStateInvoice,
  intraStateInvoice,
} from '../../server/test/billing/fixtures';

async function main(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const files: [string, Promise<Buffer>][] = [
    ['invoice-intra.pdf', renderInvoicePdf(intraStateInvoice())],
    ['invoice-inter.pdf', renderInvoicePdf(interStateInvoice())],
    ['credit-note.pdf', renderCreditNotePdf(creditNote())],
  ];
  for (const [name, pdf] of files) {
    const file = path.join(outDir, name);
    writeFileSync(file, await pdf);
    console.info(file);
  }
}

void main(process.argv[2] ?? path.join(process.cwd(), 'reports', 'billing'));
