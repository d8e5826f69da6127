// What the console and the server say about a lesson's captions file (a WebVTT file).

export const CAPTIONS_SAVED = 'The captions are uploaded: learners can turn them on in the player.';
export const CAPTIONS_TYPE = 'Captions must be a WebVTT file (.vtt) whose first line is WEBVTT.';
export const CAPTIONS_TOO_LARGE = 'A captions file can be at most 1 MB.';
export const CAPTIONS_NOT_UTF8 =
  'This captions file is not UTF-8 text. Save it as UTF-8 and upload it again.';
export const CAPTIONS_HEADER =
  'This is not a WebVTT file: its first line must be WEBVTT. Export the captions as WebVTT (.vtt).';
export const CAPTIONS_NO_CUES =
  'This WebVTT file holds no captions: add at least one cue, a timing line such as 00:00:01.000 --> 00:00:04.000 followed by its text.';
export const captionsNoTiming = (line: number) =>
  `Line ${line} of the captions file starts a cue without a timing line (such as 00:00:01.000 --> 00:00:04.000).`;
export const captionsBadTiming = (line: number) =>
  `Line ${line} of the captions file has a timing the player cannot read: write it as 00:01:02.500 --> 00:01:05.000.`;
/** SubRip (.srt) timings use a comma before the milliseconds; WebVTT a full stop. */
export const captionsCommaTiming = (line: number) =>
  `Line ${line} of the captions file uses SubRip (.srt) timings with a comma: WebVTT needs a full stop, as in 00:01:02.500. Export the captions as WebVTT (.vtt).`;
export const captionsEndsBeforeStart = (line: number) =>
  `The caption timed on line ${line} of the captions file ends before it starts.`;
export const CAPTIONS_VIDEO_ONLY =
  'Captions belong to a video lesson: make this lesson a video lesson first.';
