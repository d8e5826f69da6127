// Lints each source of a JSON list read from stdin as if it sat at its path, the way
// `npm run lint` would see it, and prints one result per source. ESLint's configuration is an ES
// module, which Jest's runtime cannot load: the test files reach ESLint through this process.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const sources = JSON.parse(input);

const eslint = new ESLint({ cwd: process.cwd() });
const formatter = await eslint.loadFormatter('stylish');
const results = [];
for (const { where, source } of sources) {
  const linted = await eslint.lintText(source, { filePath: where });
  results.push({
    clean: linted.every((result) => result.errorCount === 0 && result.fatalErrorCount === 0),
    output: await formatter.format(linted),
  });
}
process.stdout.write(JSON.stringify(results));
