import fs from 'node:fs';

// An MP4's running time from its movie header box (moov > mvhd): timescale and duration, version 0
// (32-bit) or 1 (64-bit). Reads only box headers and the mvhd itself, wherever moov sits.

async function readAt(file: fs.promises.FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

interface Box {
  type: string;
  start: number;
  headerSize: number;
  size: number;
}

async function boxAt(
  file: fs.promises.FileHandle,
  at: number,
  end: number,
): Promise<Box | undefined> {
  const head = await readAt(file, at, 16);
  if (head.length < 8) return undefined;
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let headerSize = 8;
  if (size === 1) {
    if (head.length < 16) return undefined;
    size = Number(head.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) size = end - at;
  if (size < headerSize || at + size > end) return undefined;
  return { type, start: at, headerSize, size };
}

async function findBox(
  file: fs.promises.FileHandle,
  type: string,
  from: number,
  end: number,
): Promise<Box | undefined> {
  for (let at = from; at < end;) {
    const box = await boxAt(file, at, end);
    if (!box) return undefined;
    if (box.type === type) return box;
    at += box.size;
  }
  return undefined;
}

/** Whole seconds (rounded), or undefined when the file has no readable mvhd. */
export async function mp4DurationSeconds(path: string): Promise<number | undefined> {
  const file = await fs.promises.open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, 'moov', 0, size);
    if (!moov) return undefined;
    const mvhd = await findBox(file, 'mvhd', moov.start + moov.headerSize, moov.start + moov.size);
    if (!mvhd) return undefined;
    const body = await readAt(file, mvhd.start + mvhd.headerSize, 32);
    const version = body[0];
    const [timescale, duration] =
      version === 1
        ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))]
        : [body.readUInt32BE(12), body.readUInt32BE(16)];
    if (!timescale) return undefined;
    return Math.round(duration / timescale);
  } catch {
    return undefined;
  } finally {
    await file.close();
  }
}
