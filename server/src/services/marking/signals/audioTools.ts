import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { findExecutable, runProgram } from './executables';
import { SAMPLE_RATE } from './voiceActivity';

// The offline audio tools the speaking signals use when the server has them: ffmpeg decodes a
// spoken answer (Opus in WebM or Ogg, as browsers record it) to 16 kHz mono PCM; pocketsphinx with
// its US English model (Debian's pocketsphinx and pocketsphinx-en-us) gives a rough transcript with
// word times. Nothing is downloaded: without them the signals say what is not available.

export interface AudioDecoder {
  readonly source: string;
  /** 16-bit mono PCM at SAMPLE_RATE. */
  decode(file: Buffer): Promise<Int16Array>;
}

export interface RecognisedWord {
  word: string;
  start: number;
  end: number;
}

export interface Recogniser {
  readonly source: string;
  transcribe(pcm: Int16Array): Promise<RecognisedWord[]>;
}

/** Long enough for a few minutes of speech on a busy machine. */
const DECODE_TIMEOUT_MS = 60_000;
const RECOGNISE_TIMEOUT_MS = 10 * 60_000;

export function ffmpegDecoder(ffmpeg: string): AudioDecoder {
  return {
    source: 'ffmpeg',
    async decode(file) {
      const pcm = await runProgram(
        ffmpeg,
        [
          '-nostdin',
          '-v',
          'error',
          '-i',
          'pipe:0',
          '-ac',
          '1',
          '-ar',
          String(SAMPLE_RATE),
          '-f',
          's16le',
          'pipe:1',
        ],
        { input: file, timeoutMs: DECODE_TIMEOUT_MS },
      );
      const copy = Buffer.from(pcm);
      return new Int16Array(copy.buffer, copy.byteOffset, Math.floor(copy.length / 2));
    },
  };
}

/** A 16-bit mono WAV file of the PCM (what pocketsphinx reads). */
export function wavFile(pcm: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** pocketsphinx_continuous -time yes lines: "word start end confidence"; fillers left out. */
export function parsePocketsphinx(output: string): RecognisedWord[] {
  return output.split('\n').flatMap((line) => {
    const [token, start, end] = line.trim().split(/\s+/u);
    if (!token || start === undefined || end === undefined) return [];
    if (/^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/u.test(token)) return [];
    const from = Number(start);
    const to = Number(end);
    if (!Number.isFinite(from) || !Number.isFinite(to)) return [];
    return [{ word: token.replace(/\(\d+\)$/u, ''), start: from, end: to }];
  });
}

export function pocketsphinxRecogniser(program: string): Recogniser {
  return {
    source: 'pocketsphinx (US English model)',
    async transcribe(pcm) {
      const file = path.join(os.tmpdir(), `academy-speech-${randomBytes(6).toString('hex')}.wav`);
      await fs.promises.writeFile(file, wavFile(pcm), { mode: 0o600 });
      try {
        const output = await runProgram(
          program,
          ['-infile', file, '-time', 'yes', '-logfn', '/dev/null'],
          { timeoutMs: RECOGNISE_TIMEOUT_MS },
        );
        return parsePocketsphinx(output.toString('utf8'));
      } finally {
        await fs.promises.rm(file, { force: true });
      }
    },
  };
}

/** The model Debian's pocketsphinx-en-us installs; the recogniser is used only with it. */
const POCKETSPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us/en-us';

export function detectAudioTools(): {
  decoder: AudioDecoder | null;
  recogniser: Recogniser | null;
} {
  const ffmpeg = findExecutable('ffmpeg');
  const sphinx = findExecutable('pocketsphinx_continuous');
  return {
    decoder: ffmpeg ? ffmpegDecoder(ffmpeg) : null,
    recogniser: sphinx && fs.existsSync(POCKETSPHINX_MODEL) ? pocketsphinxRecogniser(sphinx) : null,
  };
}
