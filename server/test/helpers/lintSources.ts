import { execFile } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config';

/** A file's text and the path it is linted at (it need not exist). */
export interface LintCase {
  where: string;
  source: string;
}

export interface LintOutcome {
  /** No error (warnings allowed), as `npm run lint` would exit. */
  clean: boolean;
  /** ESLint's report of the file, empty when it has nothing to say. */
  output: string;
}

const WORKER = path.join(__dirname, 'lintSourcesWorker.mjs');

/**
 * Lints every case in one ESLint process: starting ESLint and reading its configuration costs a
 * few seconds, more than linting a short file.
 */
export function lintSources<Name extends string>(
  cases: Record<Name, LintCase>,
): Promise<Record<Name, LintOutcome>> {
  const names = Object.keys(cases) as Name[];
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [WORKER],
      { cwd: PROJECT_ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`ESLint failed: ${stderr || error.message}`));
        const outcomes = JSON.parse(stdout) as LintOutcome[];
        resolve(
          Object.fromEntries(names.map((name, index) => [name, outcomes[index]!])) as Record<
            Name,
            LintOutcome
          >,
        );
      },
    );
    child.stdin!.end(JSON.stringify(names.map((name) => cases[name])));
  });
}
