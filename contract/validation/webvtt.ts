import * as m from '../messages/captions';

// A lesson's captions file, checked the same way by the console before it sends one and by the
// server before it stores one: the WebVTT header, and cues whose timings a player can read.

export const CAPTIONS_MAX_BYTES = 1024 * 1024;
export const CAPTIONS_TYPE = 'text/vtt';
/** What the console's file picker offers. */
export const CAPTIONS_ACCEPT = '.vtt,text/vtt';

/** "WEBVTT" at the very start (after an optional byte-order mark), then the end or white space. */
const HEADER = /^\uFEFF?WEBVTT(?:$|[ \t\n\r])/;
/** Hours are optional; minutes and seconds are two digits below 60, milliseconds three digits. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const ARROW = '-->';
/** Blocks that are not cues: comments, style sheets and regions. */
const NON_CUE = /^(?:NOTE|STYLE|REGION)(?:$|[ \t])/;

/** Seconds in a WebVTT timestamp, or undefined when it is not one. */
export function vttSeconds(stamp: string): number | undefined {
  const match = TIMESTAMP.exec(stamp);
  if (!match) return undefined;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** The problem with a cue's timing line ("00:00:01.000 --> 00:00:04.000 line:90%"), if any. */
function timingProblem(line: string, lineNumber: number): string | undefined {
  const [startText = '', rest = ''] = line.split(ARROW, 2).map((part) => part.trim());
  const endText = rest.split(/[ \t]+/)[0] ?? '';
  const start = vttSeconds(startText);
  const end = vttSeconds(endText);
  if (start === undefined || end === undefined)
    return startText.includes(',') || endText.includes(',')
      ? m.captionsCommaTiming(lineNumber)
      : m.captionsBadTiming(lineNumber);
  return end > start ? undefined : m.captionsEndsBeforeStart(lineNumber);
}

/**
 * The first problem in a WebVTT text, or undefined when a player can show it: the header, then
 * every block (a cue's timing on its first or second line), and at least one cue.
 */
export function webVttProblem(text: string): string | undefined {
  if (!HEADER.test(text)) return m.CAPTIONS_HEADER;
  const lines = text.split(/\r\n|\r|\n/);
  let cues = 0;
  let index = 0;
  // The header block runs to the first blank line.
  while (index < lines.length && lines[index] !== '') index += 1;
  while (index < lines.length) {
    while (index < lines.length && lines[index]!.trim() === '') index += 1;
    if (index >= lines.length) break;
    const blockStart = index;
    const first = lines[index]!;
    const second = lines[index + 1] ?? '';
    while (index < lines.length && lines[index]!.trim() !== '') index += 1;
    if (NON_CUE.test(first) && !first.includes(ARROW)) continue;
    // A cue may have an identifier line before its timing line.
    const timingAt = first.includes(ARROW)
      ? blockStart
      : second.includes(ARROW)
        ? blockStart + 1
        : -1;
    if (timingAt < 0) return m.captionsNoTiming(blockStart + 1);
    const problem = timingProblem(lines[timingAt]!, timingAt + 1);
    if (problem) return problem;
    cues += 1;
  }
  return cues > 0 ? undefined : m.CAPTIONS_NO_CUES;
}
