// Generates a test form's recordings from its transcripts with Debian's speech synthesis: every
// listening part and every examiner's or caller's prompt (an `audio` stimulus whose `audioId` has
// lines in `key.transcripts`). Each line is said by flite in the line's `voice` (voices.ts), the
// lines are laid end to end with short pauses (longer where a line asks for `pauseSeconds`), and
// the whole is encoded as mono Ogg/Opus at a speech bitrate into server/exams/forms/<formId>/.
// The form's `durationSeconds` are then set from the files written (whole seconds, rounded up).
// The generated files are committed, so the app needs none of these tools to run.
//
// Run: npx tsx scripts/exam-audio/generate.ts <formId> [--only <audioId>]
//      npx tsx scripts/exam-audio/generate.ts --sound-check   (public/exam/sound-check.ogg)
// Needs: apt-get install -y flite opus-tools
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { Value } from 'typebox/value';
import { TestFormFile, type AudioStimulus, type TranscriptLine } from '../../contract/exams/form';
import { formProblems } from '../../contract/exams/formRules';
import { run } from '../media/tools';
import { durationOf, mix, readWav, trimSilence, type Pcm } from '../media/wav';
import { oggOpusDuration } from './oggDuration';
import { spokenPieces } from './spoken';
import { fliteArgs } from './voices';

const ROOT = path.resolve(__dirname, '..', '..');
const FORMS_DIR = path.join(ROOT, 'server', 'exams', 'forms');
const SOUND_CHECK_FILE = path.join(ROOT, 'public', 'exam', 'sound-check.ogg');
const SAMPLE_RATE = 16_000;
/** Opus at this rate keeps synthetic 16 kHz speech clear in a small file. */
const BITRATE_KBPS = 14;

/** Silence (seconds) before the first line, after the last, and between lines. */
const PAUSES = { leadIn: 0.5, tail: 1, sameSpeaker: 0.35, nextSpeaker: 0.6 };

const SOUND_CHECK: TranscriptLine[] = [
  {
    speaker: 'Sound check',
    voice: 'slt',
    text: 'This is a sound check. If you can hear this clearly, your sound is working.',
  },
];

const TOOLS: [command: string, pkg: string][] = [
  ['flite', 'flite'],
  ['opusenc', 'opus-tools'],
];

function requireTools(): void {
  for (const [command, pkg] of TOOLS) {
    // flite's --version exits with 1, so only a command that cannot be started counts as missing.
    const { error } = spawnSync(command, ['--version'], { stdio: 'ignore' });
    if (error) throw new Error(`${command} is missing: apt-get install -y ${pkg}`);
  }
}

function sayLine(line: TranscriptLine, workDir: string, index: number): Pcm {
  const { voice } = line;
  if (!voice) throw new Error(`"${line.text.slice(0, 60)}…" (${line.speaker}) has no voice`);
  const placed: { pcm: Pcm; start: number }[] = [];
  let time = 0;
  spokenPieces(line.text).forEach((piece, i) => {
    const file = path.join(workDir, `line-${index}-${i}.wav`);
    run('flite', fliteArgs(voice, piece.text, file));
    const pcm = trimSilence(readWav(fs.readFileSync(file)));
    if (pcm.sampleRate !== SAMPLE_RATE) {
      throw new Error(`Voice ${voice} speaks at ${pcm.sampleRate} Hz, not ${SAMPLE_RATE}`);
    }
    placed.push({ pcm, start: time });
    time += durationOf(pcm) + piece.gapAfter;
  });
  return readWav(mix(placed, time, SAMPLE_RATE));
}

/** The lines one after another, with a pause that depends on who speaks next. */
function renderLines(lines: TranscriptLine[], workDir: string): Buffer {
  const placed: { pcm: Pcm; start: number }[] = [];
  let time = PAUSES.leadIn;
  lines.forEach((line, i) => {
    const pcm = sayLine(line, workDir, i);
    placed.push({ pcm, start: time });
    time += durationOf(pcm);
    const next = lines[i + 1];
    if (line.pauseSeconds) time += line.pauseSeconds;
    else if (next) time += next.speaker === line.speaker ? PAUSES.sameSpeaker : PAUSES.nextSpeaker;
  });
  return mix(placed, time + PAUSES.tail, SAMPLE_RATE);
}

/** Encodes and writes one recording; returns its duration in seconds, read back from the file. */
function writeRecording(name: string, lines: TranscriptLine[], outFile: string): number {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-audio-'));
  try {
    const wav = path.join(workDir, 'recording.wav');
    fs.writeFileSync(wav, renderLines(lines, workDir));
    const pcmSeconds = durationOf(readWav(fs.readFileSync(wav)));
    // A fixed stream serial per recording keeps a regenerated file byte-identical.
    const serial = crypto.createHash('sha256').update(name).digest().readUInt32BE(0) >>> 1;
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    run('opusenc', [
      '--quiet',
      '--speech',
      '--bitrate',
      String(BITRATE_KBPS),
      '--padding',
      '0',
      '--serial',
      String(serial),
      wav,
      outFile,
    ]);
    const seconds = oggOpusDuration(fs.readFileSync(outFile));
    if (Math.abs(seconds - pcmSeconds) > 0.1) {
      throw new Error(`${outFile} plays ${seconds} s but ${pcmSeconds} s were encoded`);
    }
    return seconds;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Every recording the form plays, as the objects whose `durationSeconds` the script sets. */
function audioStimuli(file: TestFormFile): AudioStimulus[] {
  return file.form.sections.flatMap((section) =>
    section.parts.flatMap((part) => [
      ...(part.stimulus?.kind === 'audio' ? [part.stimulus] : []),
      ...part.groups.flatMap((group) =>
        group.questions.flatMap((question) =>
          question.type === 'speech' && question.audio ? [question.audio] : [],
        ),
      ),
    ]),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function generateForm(formId: string, only: string | undefined): Promise<void> {
  const formPath = path.join(FORMS_DIR, `${formId}.json`);
  if (!fs.existsSync(formPath)) throw new Error(`No form ${formPath}`);
  const file: unknown = JSON.parse(fs.readFileSync(formPath, 'utf8'));
  if (!Value.Check(TestFormFile, file)) {
    const errors = [...Value.Errors(TestFormFile, file)].slice(0, 10);
    throw new Error(
      `${formPath} does not match TestFormFile:\n${errors.map((e) => `  ${e.instancePath} ${e.message}`).join('\n')}`,
    );
  }
  const stimuli = audioStimuli(file).filter((audio) => !only || audio.audioId === only);
  if (only && stimuli.length === 0) throw new Error(`${formId} has no recording ${only}`);
  let totalBytes = 0;
  for (const audio of stimuli) {
    const lines = file.key.transcripts[audio.audioId];
    if (!lines) throw new Error(`Recording ${audio.audioId} has no transcript`);
    const outFile = path.join(FORMS_DIR, formId, audio.file);
    const seconds = writeRecording(`${formId}/${audio.audioId}`, lines, outFile);
    audio.durationSeconds = Math.ceil(seconds);
    const bytes = fs.statSync(outFile).size;
    totalBytes += bytes;
    console.info(`${audio.file}: ${seconds.toFixed(1)} s, ${kb(bytes)}`);
  }
  const options = await prettier.resolveConfig(formPath);
  const json = await prettier.format(JSON.stringify(file, null, 2), {
    ...options,
    filepath: formPath,
  });
  fs.writeFileSync(formPath, json);
  console.info(`${stimuli.length} recordings, ${kb(totalBytes)}; durations written to ${formPath}`);
  for (const section of file.form.sections) {
    const audioSeconds = section.parts.reduce(
      (sum, part) => sum + (part.stimulus?.kind === 'audio' ? part.stimulus.durationSeconds : 0),
      0,
    );
    if (audioSeconds > 0)
      console.info(
        `${section.id}: ${audioSeconds} s of audio + ${section.reviewSeconds ?? 0} s to check, of ${section.durationSeconds} s`,
      );
  }
  const problems = formProblems(file);
  if (problems.length > 0) throw new Error(`The form has problems:\n  ${problems.join('\n  ')}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  requireTools();
  if (args[0] === '--sound-check') {
    const seconds = writeRecording('sound-check', SOUND_CHECK, SOUND_CHECK_FILE);
    console.info(`${SOUND_CHECK_FILE}: ${seconds.toFixed(1)} s`);
    return;
  }
  const [formId, flag, audioId] = args;
  if (!formId || formId.startsWith('-') || (flag && (flag !== '--only' || !audioId))) {
    throw new Error(
      'Usage: npx tsx scripts/exam-audio/generate.ts <formId> [--only <audioId>] | --sound-check',
    );
  }
  await generateForm(formId, audioId);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
