// What an uploaded file is, from its first bytes rather than from the name or type the browser sent.

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type VideoType = 'video/mp4' | 'video/webm';

export function imageTypeOf(head: Buffer): ImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

/** MP4 (an ISO box `ftyp` first) or WebM (the EBML header). */
export function videoTypeOf(head: Buffer): VideoType | undefined {
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'video/mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return undefined;
}

/** A WebVTT text: "WEBVTT" first, after an optional UTF-8 byte-order mark (webVttProblem checks the rest). */
export function captionsTypeOf(head: Buffer): 'text/vtt' | undefined {
  const text = head.toString('latin1');
  return text.startsWith('WEBVTT') || text.startsWith('\xef\xbb\xbfWEBVTT')
    ? 'text/vtt'
    : undefined;
}

export const EXTENSIONS: Record<ImageType | VideoType | 'text/vtt', string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'text/vtt': 'vtt',
};
