// Voice activity on decoded audio (16-bit mono PCM): where the candidate speaks and pauses, and how
// many syllables they say, from the loudness of 10 ms frames. Speech is louder than the room; a
// syllable is a peak of loudness between dips (the vowel), as in de Jong and Wempe's method of
// counting syllable nuclei without a recogniser. Pure functions, so they are tested on made-up sound.

export const SAMPLE_RATE = 16_000;
const FRAME_SECONDS = 0.02;
const HOP_SECONDS = 0.01;
/** Gaps in speech shorter than this are within a word or between close words. */
const BRIDGE_SECONDS = 0.25;
/** Bursts shorter than this are clicks or breaths, not speech. */
const MIN_SPEECH_SECONDS = 0.1;
/** A silence at least this long inside speech counts as a pause. */
export const PAUSE_SECONDS = 0.25;
/** A pause at least this long is a long one (hesitation rather than phrasing). */
export const LONG_PAUSE_SECONDS = 1;
/** Quieter than this (dB below full scale) throughout: nothing was said. */
const SILENCE_DB = -55;

export interface Segment {
  start: number;
  end: number;
}

export interface VoiceActivity {
  /** The recording's length in seconds. */
  duration: number;
  segments: Segment[];
  /** Time in speech segments. */
  speakingSeconds: number;
  /** Silences between segments of at least PAUSE_SECONDS. */
  pauses: number[];
  syllables: number;
}

/** Loudness of each 10 ms step (20 ms windows), in dB below full scale. */
export function frameLoudness(pcm: Int16Array, sampleRate = SAMPLE_RATE): Float64Array {
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const count = pcm.length < frame ? 0 : Math.floor((pcm.length - frame) / hop) + 1;
  const loudness = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    let energy = 0;
    for (let offset = 0; offset < frame; offset += 1) {
      const sample = pcm[index * hop + offset]! / 32768;
      energy += sample * sample;
    }
    loudness[index] = 10 * Math.log10(energy / frame + 1e-10);
  }
  return loudness;
}

function percentile(values: Float64Array, share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? -100;
}

/** Frames above the room's level by a margin that follows how loud the speech is. */
function speechSegments(loudness: Float64Array): Segment[] {
  if (loudness.length === 0) return [];
  const floor = percentile(loudness, 0.1);
  const top = percentile(loudness, 0.95);
  if (top < SILENCE_DB) return [];
  const threshold = floor + Math.max(6, (top - floor) * 0.35);
  const raw: Segment[] = [];
  let start = -1;
  loudness.forEach((level, index) => {
    if (level >= threshold && start < 0) start = index;
    if (level < threshold && start >= 0) {
      raw.push({ start: start * HOP_SECONDS, end: index * HOP_SECONDS });
      start = -1;
    }
  });
  if (start >= 0) raw.push({ start: start * HOP_SECONDS, end: loudness.length * HOP_SECONDS });
  const merged: Segment[] = [];
  for (const segment of raw) {
    const last = merged.at(-1);
    if (last && segment.start - last.end < BRIDGE_SECONDS) last.end = segment.end;
    else merged.push({ ...segment });
  }
  return merged.filter((segment) => segment.end - segment.start >= MIN_SPEECH_SECONDS);
}

/** Loudness peaks inside speech that rise 2 dB over the dip before them, at most one per 100 ms. */
function countSyllables(loudness: Float64Array, segments: readonly Segment[]): number {
  const smooth = loudness.map((_, index) => {
    let sum = 0;
    let n = 0;
    for (let k = index - 2; k <= index + 2; k += 1)
      if (k >= 0 && k < loudness.length) {
        sum += loudness[k]!;
        n += 1;
      }
    return sum / n;
  });
  let count = 0;
  for (const segment of segments) {
    const from = Math.round(segment.start / HOP_SECONDS);
    const to = Math.min(smooth.length - 1, Math.round(segment.end / HOP_SECONDS));
    let dip = smooth[from] ?? 0;
    let lastPeak = -Infinity;
    for (let index = from + 1; index < to; index += 1) {
      const level = smooth[index]!;
      dip = Math.min(dip, level);
      const isPeak = level >= smooth[index - 1]! && level > smooth[index + 1]!;
      if (isPeak && level - dip >= 2 && (index - lastPeak) * HOP_SECONDS >= 0.1) {
        count += 1;
        lastPeak = index;
        dip = level;
      }
    }
  }
  return count;
}

export function voiceActivity(pcm: Int16Array, sampleRate = SAMPLE_RATE): VoiceActivity {
  const loudness = frameLoudness(pcm, sampleRate);
  const segments = speechSegments(loudness);
  const pauses = segments
    .slice(1)
    .map((segment, index) => segment.start - segments[index]!.end)
    .filter((gap) => gap >= PAUSE_SECONDS);
  return {
    duration: pcm.length / sampleRate,
    segments,
    speakingSeconds: segments.reduce((sum, segment) => sum + segment.end - segment.start, 0),
    pauses,
    syllables: countSyllables(loudness, segments),
  };
}
