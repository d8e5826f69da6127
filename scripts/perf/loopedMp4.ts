// A long MP4 from a short one, for measuring how a video starts when it is far larger than what
// the browser reads ahead: the source's samples played over and over, its mdat copied as many
// times, the sample tables and durations of its moov repeated and scaled to match.

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the payload starts: after the size and type, and the 64-bit size when there is one. */
  body: number;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts']);

function boxesIn(data: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at < end;) {
    let size = data.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(at + 8));
      body += 8;
    } else if (size === 0) size = end - at;
    boxes.push({ type: data.toString('latin1', at + 4, at + 8), start: at, end: at + size, body });
    at += size;
  }
  return boxes;
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0));
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...parts]);
}

const u32 = (...values: number[]) => {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => out.writeUInt32BE(value >>> 0, i * 4));
  return out;
};

/** A full box's table of `width`-byte entries after `skip` bytes of fields, each entry remade. */
function tableOf(data: Buffer, b: Box, skip: number, width: number) {
  const countAt = b.body + 4 + skip;
  const count = data.readUInt32BE(countAt);
  const head = data.subarray(b.body, countAt);
  const entries = Array.from({ length: count }, (_, i) =>
    data.subarray(countAt + 4 + i * width, countAt + 4 + (i + 1) * width),
  );
  return { head, entries };
}

interface Track {
  samples: number;
  chunks: number;
}

interface Loop {
  times: number;
  /** A chunk offset in the source, moved to its copy `k` in the output. */
  offset: (offset: number, k: number) => number;
}

function repeatTable(
  data: Buffer,
  b: Box,
  { times }: Loop,
  skip: number,
  width: number,
  remake: (entry: Buffer, k: number) => Buffer = (entry) => entry,
): Buffer {
  const { head, entries } = tableOf(data, b, skip, width);
  const copies = Array.from({ length: times }, (_, k) => entries.map((entry) => remake(entry, k)));
  return box(b.type, head, u32(entries.length * times), ...copies.flat());
}

/** Multiplies the 32-bit (version 0) or 64-bit duration `at` bytes into a full box's fields. */
function scaleDuration(data: Buffer, b: Box, at: [number, number], times: number): Buffer {
  const out = Buffer.from(data.subarray(b.start, b.end));
  const version = data[b.body]!;
  const field = b.body - b.start + 4 + at[version === 1 ? 1 : 0];
  if (version === 1) out.writeBigUInt64BE(out.readBigUInt64BE(field) * BigInt(times), field);
  else out.writeUInt32BE(out.readUInt32BE(field) * times, field);
  return out;
}

function trackOf(data: Buffer, stbl: Box): Track {
  const tables = new Map(boxesIn(data, stbl.body, stbl.end).map((b) => [b.type, b]));
  const stsz = tables.get('stsz')!;
  const chunks = tables.get('stco') ?? tables.get('co64')!;
  return { samples: data.readUInt32BE(stsz.body + 8), chunks: data.readUInt32BE(chunks.body + 4) };
}

function remakeLeaf(data: Buffer, b: Box, loop: Loop, track: Track | undefined): Buffer {
  const { times } = loop;
  const plus = (entry: Buffer, value: number) => u32(entry.readUInt32BE(0) + value);
  switch (b.type) {
    case 'mvhd':
    case 'mdhd':
      return scaleDuration(data, b, [12, 20], times);
    case 'tkhd':
      return scaleDuration(data, b, [16, 24], times);
    case 'elst':
      if (data[b.body] !== 0 || data.readUInt32BE(b.body + 4) !== 1)
        throw new Error('Only a single version-0 edit is supported');
      return scaleDuration(data, b, [4, 4], times);
    case 'stts':
    case 'ctts':
      return repeatTable(data, b, loop, 0, 8);
    case 'stss':
      return repeatTable(data, b, loop, 0, 4, (e, k) => plus(e, k * track!.samples));
    case 'stsc':
      return repeatTable(data, b, loop, 0, 12, (e, k) =>
        Buffer.concat([plus(e, k * track!.chunks), e.subarray(4)]),
      );
    case 'stco':
      return repeatTable(data, b, loop, 0, 4, (e, k) => u32(loop.offset(e.readUInt32BE(0), k)));
    case 'sbgp':
      return repeatTable(data, b, loop, data[b.body] === 1 ? 8 : 4, 8);
    case 'stsz': {
      const fixed = data.readUInt32BE(b.body + 4);
      if (fixed !== 0)
        return box('stsz', data.subarray(b.body, b.body + 8), u32(track!.samples * times));
      return repeatTable(data, b, loop, 4, 4);
    }
    case 'co64':
      throw new Error('64-bit chunk offsets are not supported');
    default:
      return data.subarray(b.start, b.end);
  }
}

function remake(data: Buffer, b: Box, loop: Loop, track?: Track): Buffer {
  if (!CONTAINERS.has(b.type)) return remakeLeaf(data, b, loop, track);
  const inner = b.type === 'stbl' ? trackOf(data, b) : track;
  return box(
    b.type,
    ...boxesIn(data, b.body, b.end).map((child) => remake(data, child, loop, inner)),
  );
}

/**
 * The source (a fast-start MP4: ftyp, moov, then mdat) played over as often as it takes to reach
 * `minBytes`, as a fast-start MP4 again.
 */
export function loopMp4(source: Buffer, minBytes: number): Buffer {
  const top = boxesIn(source, 0, source.length);
  const find = (type: string) => top.find((b) => b.type === type);
  const [ftyp, moov, mdat] = [find('ftyp'), find('moov'), find('mdat')];
  if (!ftyp || !moov || !mdat || moov.start > mdat.start)
    throw new Error('The source must be a fast-start MP4 (ftyp, moov, mdat)');
  const payload = source.subarray(mdat.body, mdat.end);
  const times = Math.max(1, Math.ceil(minBytes / payload.length));
  const head = source.subarray(ftyp.start, ftyp.end);
  const build = (payloadAt: number) =>
    remake(source, moov, {
      times,
      offset: (offset, k) => offset - mdat.body + payloadAt + k * payload.length,
    });
  const moovSize = build(0).length;
  const payloadAt = head.length + moovSize + 16;
  if (payloadAt + payload.length * times > 0xffffffff) throw new Error('Too large for stco');
  const mdatHeader = Buffer.alloc(16);
  mdatHeader.writeUInt32BE(1);
  mdatHeader.write('mdat', 4, 'latin1');
  mdatHeader.writeBigUInt64BE(BigInt(16 + payload.length * times), 8);
  const copies = Array.from({ length: times }, () => payload);
  return Buffer.concat([head, build(payloadAt), mdatHeader, ...copies]);
}
