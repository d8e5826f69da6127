import { useEffect, useState } from 'react';
import { canDecodeAudio, decodeWaveform, type DecodedWaveform } from '@/lib/audioPeaks';

export type WaveformState =
  | { status: 'loading' }
  | { status: 'ready'; waveform: DecodedWaveform }
  /** No Web Audio API, or the file could not be read: the player shows a plain track. */
  | { status: 'unavailable' };

/** How many bars the waveform is drawn with, whatever its width. */
export const WAVEFORM_BARS = 240;

/** The recording's waveform, decoded once per address. */
export function useWaveform(src: string): WaveformState {
  const [state, setState] = useState<{ src: string; value: WaveformState }>(() => ({
    src,
    value: { status: canDecodeAudio() ? 'loading' : 'unavailable' },
  }));
  useEffect(() => {
    if (!canDecodeAudio()) return;
    const controller = new AbortController();
    decodeWaveform(src, WAVEFORM_BARS, controller.signal).then(
      (waveform) => setState({ src, value: { status: 'ready', waveform } }),
      () => {
        if (!controller.signal.aborted) setState({ src, value: { status: 'unavailable' } });
      },
    );
    return () => controller.abort();
  }, [src]);
  if (state.src !== src) return { status: canDecodeAudio() ? 'loading' : 'unavailable' };
  return state.value;
}
