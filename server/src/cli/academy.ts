// `npm run academy -- <command>`: the academy's administration from the command line.
//   grant-role <email> <role>                  give an account a role (learner, staff, admin,
//                                              evaluator, senior_evaluator)
//   revoke-role <email>                         make it a learner again
//   import-form <file>                          store a test form file as its test's active version
// It works whether or not the server runs: with DATABASE_URL it talks to PostgreSQL; with the
// embedded database it opens it when no server holds it, and otherwise asks the running server.
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/open';
import { migrate } from '../db/migrate';
import {
  askServer,
  handleControlRequest,
  type ControlAnswer,
  type ControlRequest,
} from '../start/controlSocket';
import { lockDataDir, StartupError } from '../lib/dataDirLock';
import { OWNER_ONLY_UMASK } from '../lib/ownerOnly';

const USAGE = `Usage:
  npm run academy -- grant-role <email> <learner|staff|admin|evaluator|senior_evaluator>
  npm run academy -- revoke-role <email>
  npm run academy -- import-form <file>`;

async function onDatabase(config: AppConfig, request: ControlRequest): Promise<ControlAnswer> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    return await handleControlRequest(db, request, { formsDir: config.exams.formsDir });
  } finally {
    await db.close();
  }
}

async function perform(config: AppConfig, request: ControlRequest): Promise<ControlAnswer> {
  if (config.databaseUrl) return onDatabase(config, request);
  let unlock: (() => Promise<void>) | undefined;
  try {
    unlock = await lockDataDir(config.dataDir, () => undefined);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return askServer(config.dataDir, request);
  }
  try {
    return await onDatabase(config, request);
  } finally {
    await unlock();
  }
}

/** The request the arguments ask for, or undefined when they are not a command. */
function requestOf(args: string[]): ControlRequest | undefined {
  const [command, first, second] = args;
  if (!first) return undefined;
  if (command === 'grant-role' && second !== undefined && args.length === 3)
    return { command: 'set-role', email: first, role: second };
  if (command === 'revoke-role' && args.length === 2)
    return { command: 'set-role', email: first, role: 'learner' };
  // An absolute path: a running server reads it, from its own working folder.
  if (command === 'import-form' && args.length === 2)
    return { command: 'import-form', file: path.resolve(first) };
  return undefined;
}

async function main(args: string[]): Promise<number> {
  const request = requestOf(args);
  if (!request) {
    console.error(USAGE);
    return 2;
  }
  process.umask(OWNER_ONLY_UMASK);
  const answer = await perform(loadConfig(), request);
  const text = [answer.message, ...(answer.problems ?? []).map((problem) => `- ${problem}`)];
  (answer.ok ? console.info : console.error)(text.join('\n'));
  return answer.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
