import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The full path of a program on PATH, or undefined when this server does not have it. */
export function findExecutable(
  name: string,
  searchPath = process.env.PATH ?? '',
): string | undefined {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/**
 * Runs a program with `input` on its standard input; resolves with its standard output, rejects
 * when it fails or outlives `timeoutMs` (it is then killed). Its standard error is kept short.
 */
export function runProgram(
  file: string,
  args: readonly string[],
  { input, timeoutMs }: { input?: Buffer; timeoutMs: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 500) err += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(
          new Error(
            `${path.basename(file)} ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${err.split('\n')[0] ?? ''}`,
          ),
        );
    });
    // A program that stops reading early (an error) must not crash us with EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
