// Spoken answers are Opus, in WebM (Chromium, Firefox) or Ogg (Safari and some others), as the
// server accepts them (RECORDING_TYPES).
const CANDIDATES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/ogg'];

/** Seconds of audio in each chunk: a lost connection costs at most about this much. */
export const CHUNK_SECONDS = 3;

export function recordingMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return CANDIDATES.find((type) => MediaRecorder.isTypeSupported(type));
}

export function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** What to tell a candidate when the microphone cannot be opened. */
export function microphoneProblem(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Microphone access was refused. Allow the microphone for this site (the icon in the address bar), then try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No microphone was found. Connect one (a headset works well), then try again.';
  if (name === 'NotReadableError')
    return 'The microphone is in use by another program. Close it, then try again.';
  return 'The microphone could not be started. Check it is connected, then try again.';
}
