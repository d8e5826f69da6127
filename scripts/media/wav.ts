// Just enough of 16-bit mono PCM WAV to trim espeak-ng's sentences and lay them on one timeline.

export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

export function readWav(file: Buffer): Pcm {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = file.readUInt16LE(body);
      const channels = file.readUInt16LE(body + 2);
      const bits = file.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(
          `Expected 16-bit mono PCM, got format ${format}, ${channels} ch, ${bits} bit`,
        );
      }
      sampleRate = file.readUInt32LE(body + 4);
    } else if (id === 'data') {
      // espeak-ng may leave the size unset when it streams; the data then runs to the end.
      const end = Math.min(file.length, body + size);
      const data = Buffer.from(file.subarray(body, end - ((end - body) % 2)));
      return {
        sampleRate,
        samples: new Int16Array(data.buffer, data.byteOffset, data.length / 2),
      };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/** Cuts the near-silence espeak-ng leaves around a sentence, keeping a few milliseconds of air. */
export function trimSilence(pcm: Pcm, threshold = 400): Pcm {
  const { samples, sampleRate } = pcm;
  let first = samples.findIndex((sample) => Math.abs(sample) > threshold);
  if (first < 0) return { sampleRate, samples: new Int16Array(0) };
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) <= threshold) last -= 1;
  first = Math.max(0, first - Math.round(sampleRate * 0.02));
  last = Math.min(samples.length - 1, last + Math.round(sampleRate * 0.06));
  return { sampleRate, samples: samples.slice(first, last + 1) };
}

export const durationOf = (pcm: Pcm): number => pcm.samples.length / pcm.sampleRate;

/** Places each clip at its start time (seconds) on a silent track `total` seconds long. */
export function mix(
  placed: { pcm: Pcm; start: number }[],
  total: number,
  sampleRate: number,
): Buffer {
  const track = new Int16Array(Math.ceil(total * sampleRate));
  for (const { pcm, start } of placed) {
    track.set(pcm.samples, Math.round(start * sampleRate));
  }
  return wavFile(track, sampleRate);
}

function wavFile(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  const dataBytes = samples.length * 2;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, dataBytes)]);
}
