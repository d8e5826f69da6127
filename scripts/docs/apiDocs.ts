// `npm run docs:api`: writes docs/api.md from the OpenAPI document of a freshly built app.
// With --check it writes nothing and exits 1 when docs/api.md differs from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../server/test/helpers/testApp';
import { API_DOCS_FILE } from './apiDocsFile';
import { renderApiDocs, type OpenApiDocument } from './renderApiDocs';

async function main() {
  const t = await createTestApp();
  try {
    await t.app.ready();
    const markdown = await renderApiDocs(t.app.swagger() as OpenApiDocument);
    const file = path.relative(process.cwd(), API_DOCS_FILE);
    if (!process.argv.includes('--check')) {
      writeFileSync(API_DOCS_FILE, markdown);
      console.info(`Wrote ${file}.`);
    } else if (readFileSync(API_DOCS_FILE, 'utf8') !== markdown) {
      console.error(`${file} is stale: the routes changed. Run \`npm run docs:api\`.`);
      process.exitCode = 1;
    }
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
