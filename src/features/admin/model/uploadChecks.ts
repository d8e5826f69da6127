import { THUMBNAIL_TOO_LARGE, THUMBNAIL_TYPE, VIDEO_TYPE } from '@contract/messages/admin';
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
