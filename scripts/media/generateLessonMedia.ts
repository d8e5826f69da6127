// Renders the sample lesson clips into server/seed-media/: per clip an MP4 (H.264 Main + AAC,
// 854x480, faststart), a WebVTT file with one cue per spoken sentence, a poster still, and
// manifest.json listing durations, sizes and checksums. Needs Debian's ffmpeg and espeak-ng.
// Run: npx tsx scripts/media/generateLessonMedia.ts [clip-id ...]
// With clip ids, only those clips are rendered again and the manifest keeps the others as they
// are, so a new lesson does not rewrite every committed file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIP_IDS, type ClipId } from '../../server/src/seed/content/clipIds';
import type {
  ClipMedia,
  MediaFile,
  MediaManifest,
} from '../../server/src/seed/content/mediaManifest';
import { lessonScripts, type LessonScript } from './lessonScripts';
import { HEIGHT, WIDTH, pointSlide, taskCard, titleCard } from './slides';
import { buildTimeline, type Beat, type Timeline } from './timeline';
import { narratorVoices, probeDuration, requireTools, run } from './tools';
import { durationOf, mix, readWav, trimSilence, type Pcm } from './wav';
import { webvtt } from './webvtt';

const OUT_DIR = path.resolve(__dirname, '..', '..', 'server', 'seed-media');
const FPS = 25;
/** espeak-ng's speed in words per minute: a little slower than its default, for learners. */
const WORDS_PER_MINUTE = 150;

/** Words espeak-ng says wrongly, respelled for the voice only; captions keep the written form. */
const RESPELLINGS: [RegExp, string][] = [[/\bIELTS\b/g, 'eye-elts']];

const spoken = (text: string): string =>
  RESPELLINGS.reduce((out, [pattern, respelling]) => out.replace(pattern, respelling), text)
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '');

interface PlannedBeat {
  picture?: string;
  text: string;
}

/** The clip as a list of sentences, each marked with the picture it brings up, if any. */
function planBeats(script: LessonScript): PlannedBeat[] {
  const { kicker } = script;
  const beats: PlannedBeat[] = script.intro.map((text, i) => ({
    text,
    picture: i === 0 ? titleCard(kicker, script.title) : undefined,
  }));
  for (const slide of script.slides) {
    const points = slide.steps.flatMap((step) => (step.point ? [step.point] : []));
    let shown = 0;
    slide.steps.forEach((step, i) => {
      if (step.point) shown += 1;
      const changes = i === 0 || Boolean(step.point);
      beats.push({
        text: step.say,
        picture: changes ? pointSlide(kicker, slide.heading, points, shown) : undefined,
      });
    });
  }
  beats.push({ text: script.task.say, picture: taskCard(kicker, script.task.point) });
  return beats;
}

function speak(text: string, voice: string, workDir: string, index: number): Pcm {
  const file = path.join(workDir, `sentence-${index}.wav`);
  run('espeak-ng', ['-v', voice, '-s', String(WORDS_PER_MINUTE), '-w', file, spoken(text)]);
  return trimSilence(readWav(fs.readFileSync(file)));
}

function renderPictures(timeline: Timeline, workDir: string): string {
  const lines = ['ffconcat version 1.0'];
  const entries = timeline.pictures.map((entry, i) => {
    const svg = path.join(workDir, `picture-${i}.svg`);
    const png = path.join(workDir, `picture-${i}.png`);
    fs.writeFileSync(svg, entry.picture);
    run('ffmpeg', ['-v', 'error', '-y', '-i', svg, png]);
    const end = timeline.pictures[i + 1]?.start ?? timeline.total;
    return { png, duration: end - entry.start };
  });
  for (const { png, duration } of entries) {
    lines.push(`file '${png}'`, `duration ${duration.toFixed(3)}`);
  }
  // The concat demuxer honours the last duration only when the last file is listed again.
  lines.push(`file '${entries[entries.length - 1].png}'`);
  const list = path.join(workDir, 'pictures.ffconcat');
  fs.writeFileSync(list, `${lines.join('\n')}\n`);
  return list;
}

function encode(pictureList: string, narration: string, total: number, out: string): void {
  run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'concat', '-safe', '0', '-i', pictureList],
    ...['-i', narration],
    ...['-vf', `fps=${FPS},format=yuv420p`],
    ...['-c:v', 'libx264', '-profile:v', 'main', '-level:v', '3.1', '-preset', 'veryslow'],
    ...['-tune', 'stillimage', '-crf', '30'],
    // A keyframe at least every 10 s keeps seeking quick; slide changes get their own.
    ...['-g', String(FPS * 10), '-keyint_min', String(FPS)],
    // espeak-ng peaks near full scale; a little headroom keeps the AAC encoder from clipping.
    ...['-af', 'volume=-2dB', '-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', '22050'],
    ...['-t', total.toFixed(3)],
    ...['-movflags', '+faststart', '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
    out,
  ]);
}

function describe(file: string, type: string): MediaFile {
  const data = fs.readFileSync(path.join(OUT_DIR, file));
  return {
    file,
    type,
    bytes: data.length,
    sha256: crypto.createHash('sha256').update(data).digest('hex'),
  };
}

function renderClip(id: ClipId, voices: { female: string; male: string }): ClipMedia {
  const script = lessonScripts[id];
  const voice = voices[script.narrator];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `vaani-${id}-`));
  try {
    const planned = planBeats(script);
    const speech = planned.map((beat, i) => speak(beat.text, voice, workDir, i));
    const beats: Beat[] = planned.map((beat, i) => ({ ...beat, duration: durationOf(speech[i]) }));
    const timeline = buildTimeline(beats);

    const narration = path.join(workDir, 'narration.wav');
    const placed = speech.map((pcm, i) => ({ pcm, start: timeline.cues[i].start }));
    fs.writeFileSync(narration, mix(placed, timeline.total, speech[0].sampleRate));
    const pictureList = renderPictures(timeline, workDir);

    encode(pictureList, narration, timeline.total, path.join(OUT_DIR, `${id}.mp4`));
    fs.writeFileSync(path.join(OUT_DIR, `${id}.vtt`), webvtt(timeline.cues));
    fs.copyFileSync(path.join(workDir, 'picture-0.png'), path.join(OUT_DIR, `${id}.png`));

    return {
      id,
      title: script.title,
      durationSeconds: Number(probeDuration(path.join(OUT_DIR, `${id}.mp4`)).toFixed(3)),
      width: WIDTH,
      height: HEIGHT,
      voice,
      video: describe(`${id}.mp4`, 'video/mp4'),
      captions: { ...describe(`${id}.vtt`, 'text/vtt'), language: 'en' },
      poster: describe(`${id}.png`, 'image/png'),
    };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function readManifest(): MediaManifest {
  const file = path.join(OUT_DIR, 'manifest.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as MediaManifest)
    : { clips: [] };
}

function clipsToRender(args: string[]): ClipId[] {
  const unknown = args.filter((arg) => !(CLIP_IDS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown clip ids: ${unknown.join(', ')}`);
  return args.length > 0 ? (args as ClipId[]) : [...CLIP_IDS];
}

function main(): void {
  requireTools();
  const voices = narratorVoices();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const wanted = clipsToRender(process.argv.slice(2));
  const previous = new Map(readManifest().clips.map((clip) => [clip.id, clip]));
  const manifest: MediaManifest = { clips: [] };
  for (const id of CLIP_IDS) {
    const kept = previous.get(id);
    if (!wanted.includes(id) && kept) {
      manifest.clips.push(kept);
      continue;
    }
    const clip = renderClip(id, voices);
    manifest.clips.push(clip);
    const size = clip.video.bytes + clip.captions.bytes + clip.poster.bytes;
    console.info(`${id}: ${clip.durationSeconds.toFixed(1)} s, ${(size / 1024).toFixed(0)} KiB`);
  }
  fs.writeFileSync(path.join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = manifest.clips.reduce(
    (sum, clip) => sum + clip.video.bytes + clip.captions.bytes + clip.poster.bytes,
    0,
  );
  console.info(`${manifest.clips.length} clips, ${(total / 1024 / 1024).toFixed(2)} MiB in all`);
}

main();
