// `npm run academy -- <command>`: the academy's administration from the command line.
//   grant-role <email> <role>                  give an account a role (learner, staff, admin,
//                                              evaluator, senior_evaluator)
//   revoke-role <email>                         make it a learner again
// It works whether or not the server runs: with DATABASE_URL it talks to PostgreSQL; with the
// embedded database it opens it when no server holds it, and otherwise asks the running server.
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/open';
import { migrate } from '../db/migrate';
import { askServer, handleControlRequest, type ControlAnswer } from '../start/controlSocket';
import { lockDataDir, StartupError } from '../lib/dataDirLock';
import { OWNER_ONLY_UMASK } from '../lib/ownerOnly';

const USAGE = `Usage:
  npm run academy -- grant-role <email> <learner|staff|admin|evaluator|senior_evaluator>
  npm run academy -- revoke-role <email>`;

async function onDatabase(config: AppConfig, email: string, role: string): Promise<ControlAnswer> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    return await handleControlRequest(db, { command: 'set-role', email, role });
  } finally {
    await db.close();
  }
}

async function setRole(config: AppConfig, email: string, role: string): Promise<ControlAnswer> {
  if (config.databaseUrl) return onDatabase(config, email, role);
  let unlock: (() => Promise<void>) | undefined;
  try {
    unlock = await lockDataDir(config.dataDir, () => undefined);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return askServer(config.dataDir, { command: 'set-role', email, role });
  }
  try {
    return await onDatabase(config, email, role);
  } finally {
    await unlock();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, email, role] = args;
  const wanted =
    command === 'grant-role' ? role : command === 'revoke-role' ? 'learner' : undefined;
  if (!email || !wanted || (command === 'revoke-role' && role !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  process.umask(OWNER_ONLY_UMASK);
  const answer = await setRole(loadConfig(), email, wanted);
  (answer.ok ? console.info : console.error)(answer.message);
  return answer.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
