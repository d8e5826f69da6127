// The playing time of an Ogg/Opus file, read from its pages: the last page's granule position
// counts 48 kHz samples from the stream's start, less the pre-skip the Opus header declares.

const OPUS_RATE = 48_000;

export function oggOpusDuration(file: Buffer): number {
  let offset = 0;
  let preSkip: number | undefined;
  let lastGranule = 0n;
  while (offset + 27 <= file.length) {
    if (file.toString('ascii', offset, offset + 4) !== 'OggS') {
      throw new Error(`Not an Ogg page at byte ${offset}`);
    }
    const segments = file[offset + 26];
    const table = file.subarray(offset + 27, offset + 27 + segments);
    const body = offset + 27 + segments;
    const bodyLength = table.reduce((sum, size) => sum + size, 0);
    if (preSkip === undefined) {
      if (file.toString('ascii', body, body + 8) !== 'OpusHead') {
        throw new Error('The first Ogg page is not an Opus header');
      }
      preSkip = file.readUInt16LE(body + 10);
    }
    const granule = file.readBigInt64LE(offset + 6);
    if (granule >= 0n) lastGranule = granule;
    offset = body + bodyLength;
  }
  if (preSkip === undefined) throw new Error('Empty Ogg file');
  return Math.max(0, Number(lastGranule) - preSkip) / OPUS_RATE;
}
