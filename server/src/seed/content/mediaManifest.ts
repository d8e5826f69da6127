// The sample lesson media committed in server/seed-media/, as listed by the manifest that
// scripts/media/generateLessonMedia.ts writes beside the files.
import path from 'node:path';
import manifestJson from '../../../seed-media/manifest.json';
import type { ClipId } from './clipIds';

export const SEED_MEDIA_DIR = path.resolve(__dirname, '..', '..', '..', 'seed-media');

export interface MediaFile {
  /** File name inside SEED_MEDIA_DIR. */
  file: string;
  /** MIME type to serve it with. */
  type: string;
  bytes: number;
  sha256: string;
}

export interface ClipMedia {
  id: ClipId;
  title: string;
  /** Length of the MP4 as ffprobe reports it. */
  durationSeconds: number;
  width: number;
  height: number;
  /** The espeak-ng voice that spoke the narration. */
  voice: string;
  video: MediaFile;
  captions: MediaFile & { language: string };
  /** The title card as a still, for the player's poster. */
  poster: MediaFile;
}

export interface MediaManifest {
  clips: ClipMedia[];
}

export const mediaManifest = manifestJson as MediaManifest;

export function clipMedia(id: ClipId): ClipMedia {
  const clip = mediaManifest.clips.find((candidate) => candidate.id === id);
  if (!clip) throw new Error(`Clip ${id} is not in server/seed-media/manifest.json`);
  return clip;
}
