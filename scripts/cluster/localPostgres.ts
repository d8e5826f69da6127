import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A PostgreSQL server of the cluster's own, started with Debian's binaries. */
export interface LocalPostgres {
  url: string;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      'PostgreSQL is not installed: run `sudo apt-get install -y postgresql`, or set DATABASE_URL.',
    );
  return path.join(root, newest, 'bin');
}

/**
 * PostgreSQL refuses to run as root. Started as root, the server runs as the `postgres` user (from
 * Debian's package) and its files live outside root's owner-only DATA_DIR, which that user cannot
 * enter: in /var/tmp/academy-cluster/<hash of DATA_DIR>, owned by it alone.
 */
function placement(dataDir: string): { dir: string; runAs?: string } {
  if (process.getuid?.() !== 0) return { dir: path.join(dataDir, 'cluster', 'postgres') };
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return { dir: path.join('/var/tmp', 'academy-cluster', hash, 'postgres'), runAs: 'postgres' };
}

function run(command: string, args: string[], runAs?: string): void {
  const [file, argv] = runAs ? ['runuser', ['-u', runAs, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

/**
 * Initialises (once) and starts a PostgreSQL cluster on 127.0.0.1:`port` with a database named
 * `academy`. Only the loopback interface listens and only local connections are trusted: it is
 * the development and test cluster, not a production server.
 */
export function startLocalPostgres(dataDir: string, port: number): LocalPostgres {
  const bin = binDir();
  const { dir, runAs } = placement(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    if (runAs) {
      // The shared parent only lets the user through; the cluster's folder is theirs alone.
      fs.mkdirSync(path.dirname(path.dirname(dir)), { recursive: true, mode: 0o711 });
      fs.chmodSync(path.dirname(path.dirname(dir)), 0o711);
    }
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (runAs) execFileSync('chown', ['-R', `${runAs}:`, path.dirname(dir)]);
    run(
      path.join(bin, 'initdb'),
      ['-D', dir, '-U', 'academy', '--auth=trust', '--encoding=UTF8', '--no-instructions'],
      runAs,
    );
  }
  const log = path.join(dir, '..', 'postgres.log');
  run(
    path.join(bin, 'pg_ctl'),
    [
      '-D',
      dir,
      '-l',
      log,
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200`,
      'start',
    ],
    runAs,
  );
  const stop = () => run(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop'], runAs);
  const exists = spawnSync(
    path.join(bin, 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'academy',
      '-d',
      'postgres',
      '-tAc',
      "SELECT 1 FROM pg_database WHERE datname = 'academy'",
    ],
    { encoding: 'utf8' },
  );
  if (exists.stdout.trim() !== '1')
    run(path.join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'academy',
      'academy',
    ]);
  return { url: `postgres://academy@127.0.0.1:${port}/academy`, stop };
}
