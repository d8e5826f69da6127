// A recording's waveform: the loudest sample of each slice of its first channel, 0 to 1, decoded
// in the browser with the Web Audio API (nothing is sent anywhere).

/** The peaks of `samples` in `buckets` equal slices (fewer when there are fewer samples). */
export function peaksOf(samples: Float32Array, buckets: number): number[] {
  const count = Math.max(1, Math.min(buckets, samples.length));
  const size = samples.length / count;
  const peaks: number[] = [];
  for (let bucket = 0; bucket < count; bucket += 1) {
    let peak = 0;
    const end = Math.min(samples.length, Math.floor((bucket + 1) * size));
    for (let i = Math.floor(bucket * size); i < end; i += 1) {
      const value = Math.abs(samples[i]!);
      if (value > peak) peak = value;
    }
    peaks.push(Math.min(1, peak));
  }
  return peaks;
}

export interface DecodedWaveform {
  peaks: number[];
  durationSeconds: number;
}

type AudioContextClass = typeof AudioContext;

const audioContextClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/** Whether this browser can decode audio for a waveform. */
export const canDecodeAudio = (): boolean => audioContextClass() !== undefined;

/**
 * Fetches and decodes a recording into `buckets` peaks and its true length (a recording made by
 * MediaRecorder often tells the <audio> element no duration). Rejects when it cannot be decoded.
 */
export async function decodeWaveform(
  src: string,
  buckets: number,
  signal?: AbortSignal,
): Promise<DecodedWaveform> {
  const Context = audioContextClass();
  if (!Context) throw new Error('No Web Audio API here.');
  const response = await fetch(src, { signal });
  if (!response.ok) throw new Error(`The recording answered ${response.status}.`);
  const bytes = await response.arrayBuffer();
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(bytes);
    return { peaks: peaksOf(buffer.getChannelData(0), buckets), durationSeconds: buffer.duration };
  } finally {
    void context.close();
  }
}

/** Seconds as a clock: 75 → "1:15", 3725 → "1:02:05". */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0
    ? `${hours}:${two(minutes)}:${two(whole % 60)}`
    : `${minutes}:${two(whole % 60)}`;
}
