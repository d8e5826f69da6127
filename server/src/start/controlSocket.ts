import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Db } from '../db';
import { importFormFile } from '../services/exams/forms/importFormFile';
import { describeRoleChange, isRole, setRole } from '../services/accounts/roles';

/**
 * While a server holds the embedded database, the command line cannot open it; it asks the server
 * through this socket instead. The socket lives in DATA_DIR and is owner-only (the process umask),
 * so only the account that runs the server can use it.
 */
export const CONTROL_SOCKET = 'control.sock';

export type ControlRequest =
  | { command: 'set-role'; email: string; role: string }
  /** `file`: an absolute path on this machine (the socket is the same account's). */
  | { command: 'import-form'; file: string };

export interface ControlAnswer {
  ok: boolean;
  message: string;
  problems?: string[];
}

/** What the server (or the command line, on a database no server holds) needs to answer. */
export interface ControlContext {
  /** Where test forms' assets are served from (EXAM_FORMS_DIR). */
  formsDir: string;
}

export async function handleControlRequest(
  db: Db,
  request: ControlRequest,
  context: ControlContext,
): Promise<ControlAnswer> {
  if (request.command === 'import-form' && typeof request.file === 'string')
    return importFormFile(db, request.file, context.formsDir);
  if (request.command !== 'set-role' || typeof request.email !== 'string')
    return { ok: false, message: 'Unknown command.' };
  if (!isRole(request.role)) return { ok: false, message: `Unknown role: ${request.role}.` };
  const change = await setRole(db, request.email, request.role);
  return { ok: change.outcome !== 'no-account', message: describeRoleChange(change) };
}

/** Listens on DATA_DIR/control.sock; resolves with a function that closes it. */
export async function listenForControl(
  dataDir: string,
  db: Db,
  context: ControlContext,
): Promise<() => Promise<void>> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  // A socket file left by a killed server (the data-folder lock proves none is running now).
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (!received.includes('\n') || received.length > 4096) return;
      let request: ControlRequest;
      try {
        request = JSON.parse(received.split('\n')[0]!) as ControlRequest;
      } catch {
        connection.end(`${JSON.stringify({ ok: false, message: 'Bad request.' })}\n`);
        return;
      }
      handleControlRequest(db, request, context).then(
        (answer) => connection.end(`${JSON.stringify(answer)}\n`),
        (error: Error) =>
          connection.end(`${JSON.stringify({ ok: false, message: error.message })}\n`),
      );
    });
    connection.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/** The command line's side: one request, one answer. */
export function askServer(dataDir: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(path.join(dataDir, CONTROL_SOCKET));
    let received = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => (received += chunk));
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received) as ControlAnswer);
      } catch {
        reject(new Error('The running server gave no answer.'));
      }
    });
    connection.on('error', reject);
  });
}
