import { useEffect, useState } from 'react';

/** The loudness of a live stream, 0 to 1, updated about ten times a second (for a level meter). */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const Context =
      typeof window === 'undefined'
        ? undefined
        : (window.AudioContext ??
          (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
    if (!stream || !Context) return;
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // Speech sits low on a linear scale; the square root spreads it over the meter.
      setLevel(Math.min(1, Math.sqrt(Math.sqrt(sum / samples.length)) * 1.6));
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close();
      setLevel(0);
    };
  }, [stream]);
  return level;
}
