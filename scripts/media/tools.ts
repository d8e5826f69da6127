// The command-line tools the media generator drives: ffmpeg, ffprobe and espeak-ng from Debian.
import { execFileSync } from 'node:child_process';

export function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${command} ${args.join(' ')} failed:\n${stderr.slice(-2000)}`);
  }
}

export function requireTools(): void {
  for (const [command, versionFlag] of [
    ['ffmpeg', '-version'],
    ['ffprobe', '-version'],
    ['espeak-ng', '--version'],
  ]) {
    try {
      execFileSync(command, [versionFlag], { stdio: 'ignore' });
    } catch {
      throw new Error(`${command} is missing: apt-get install ffmpeg espeak-ng`);
    }
  }
}

/** An Indian English voice when this espeak-ng has one, else British English (the closest). */
export function narratorVoices(): { female: string; male: string } {
  const voices = run('espeak-ng', ['--voices=en']);
  const base = /\ben-in\b/i.test(voices) ? 'en-in' : 'en-gb';
  return { female: `${base}+f3`, male: `${base}+m3` };
}

export function probeDuration(file: string): number {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  return Number(out.trim());
}
