// WebVTT captions: one cue per spoken sentence, at most two balanced lines.
import type { Cue } from './timeline';

const MAX_LINE = 42;

const escapeCue = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Splits a long cue at the space nearest its middle, so both lines are about as long. */
export function balanceLines(text: string): string {
  if (text.length <= MAX_LINE) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
    if (best < 0 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best < 0 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

export function webvtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escapeCue(balanceLines(cue.text))}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
