import { THUMBNAIL_TOO_LARGE, THUMBNAIL_TYPE, VIDEO_TYPE } from '@contract/messages/admin';
import { CAPTIONS_TOO_LARGE, CAPTIONS_TYPE } from '@contract/messages/captions';
import { CAPTIONS_MAX_BYTES } from '@contract/validation/webvtt';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES, VIDEO_TYPES } from '@contract/validation/admin';

// The contract's limits, checked before a byte is sent; the server checks the bytes again.

export function thumbnailProblem(file: File): string | undefined {
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(file.type)) return THUMBNAIL_TYPE;
  return file.size > THUMBNAIL_MAX_BYTES ? THUMBNAIL_TOO_LARGE : undefined;
}

/** The size limit of a video is the server's setting: its 413 message tells it. */
export function videoProblem(file: File): string | undefined {
  return (VIDEO_TYPES as readonly string[]).includes(file.type) ? undefined : VIDEO_TYPE;
}

/** A .vtt file within the size limit; its header and cues are the server's check (it names the line). */
export function captionsProblem(file: File): string | undefined {
  if (!/\.vtt$/i.test(file.name) && file.type !== 'text/vtt') return CAPTIONS_TYPE;
  return file.size > CAPTIONS_MAX_BYTES ? CAPTIONS_TOO_LARGE : undefined;
}
