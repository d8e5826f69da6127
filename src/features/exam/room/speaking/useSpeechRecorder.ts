import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { CHUNK_SECONDS, microphoneProblem, recordingMimeType } from '../../media/recordingFormat';
import { finishSpokenAnswer, sendChunk, type RecordingTarget } from '../../model/recordingThunks';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'uploading' | 'saved' | 'failed';

/**
 * Records a spoken answer with MediaRecorder (Opus), a chunk every few seconds, each sent as it
 * is produced; stopping (or the time running out) waits for every chunk, then completes it.
 */
export function useSpeechRecorder(target: RecordingTarget, speakSeconds: number) {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [unsent, setUnsent] = useState(0);
  const [problem, setProblem] = useState<string>();
  const recorder = useRef<MediaRecorder | null>(null);
  const sends = useRef<Array<Promise<unknown>>>([]);
  const startedAt = useRef(0);
  const count = useRef(0);

  const finish = useCallback(async () => {
    setPhase('uploading');
    await Promise.all(sends.current);
    const outcome = await dispatch(
      finishSpokenAnswer({
        ...target,
        chunks: count.current,
        durationSeconds: (Date.now() - startedAt.current) / 1000,
      }),
    ).unwrap();
    if (outcome === 'saved') setPhase('saved');
    else {
      setProblem(
        outcome === 'pending'
          ? 'Your answer is kept on this device and will be sent when the connection returns.'
          : 'Your answer could not be saved.',
      );
      setPhase(outcome === 'pending' ? 'uploading' : 'failed');
    }
  }, [dispatch, target]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setProblem(undefined);
    setPhase('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(microphoneProblem(error));
      return setPhase('failed');
    }
    const mimeType = recordingMimeType();
    const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    recorder.current = rec;
    count.current = 0;
    sends.current = [];
    rec.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      const index = count.current;
      count.current += 1;
      setUnsent((n) => n + 1);
      sends.current.push(
        dispatch(sendChunk({ ...target, index, blob: event.data })).finally(() =>
          setUnsent((n) => n - 1),
        ),
      );
    };
    rec.onstop = () => {
      media.getTracks().forEach((track) => track.stop());
      setStream(null);
      void finish();
    };
    startedAt.current = Date.now();
    setElapsed(0);
    setStream(media);
    rec.start(CHUNK_SECONDS * 1000);
    setPhase('recording');
  }, [dispatch, finish, target]);

  // The speaking clock: shown, and the recording ends itself when the time allowed is over.
  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt.current) / 1000);
      setElapsed(seconds);
      if (seconds >= speakSeconds) stop();
    }, 250);
    return () => clearInterval(timer);
  }, [phase, speakSeconds, stop]);

  // Leaving the question while recording keeps what was said.
  useEffect(() => () => stop(), [stop]);

  return { phase, stream, elapsed, unsent, problem, start, stop };
}
