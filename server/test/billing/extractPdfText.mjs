// Prints the text of the PDF on standard input as JSON, one string per page. It runs as its own
// Node process because unpdf (pdf.js) ships only as an ES module, which Jest's CommonJS runtime
// cannot load; server/test/billing/pdfText.ts starts it.
import { extractText, getDocumentProxy } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: false });
process.stdout.write(JSON.stringify(text));
