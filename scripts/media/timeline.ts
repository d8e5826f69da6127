// Lays a clip's sentences end to end with short pauses and decides when each picture appears:
// a new picture comes up a moment before the sentence that introduces it.

export interface Beat {
  /** The picture that appears with this sentence; undefined keeps the previous one. */
  picture?: string;
  text: string;
  /** Spoken length of the sentence, seconds. */
  duration: number;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface Timeline {
  cues: Cue[];
  pictures: { picture: string; start: number }[];
  total: number;
}

/** Silence before the first sentence, with the title card already showing. */
export const LEAD_IN = 0.8;
/** Between sentences on the same slide. */
export const PAUSE = 0.45;
/** Before a sentence that brings a new picture. */
export const PICTURE_PAUSE = 0.8;
/** The last picture stays after the last word. */
export const TAIL = 1.2;
/** How long before its sentence a new picture appears. */
const LEAD = 0.3;

export function buildTimeline(beats: Beat[]): Timeline {
  if (!beats[0]?.picture) throw new Error('The first sentence must bring a picture');
  const cues: Cue[] = [];
  const pictures: Timeline['pictures'] = [];
  let time = LEAD_IN;
  beats.forEach((beat, i) => {
    if (i > 0) time += beat.picture ? PICTURE_PAUSE : PAUSE;
    if (beat.picture) pictures.push({ picture: beat.picture, start: i === 0 ? 0 : time - LEAD });
    cues.push({ start: time, end: time + beat.duration, text: beat.text });
    time += beat.duration;
  });
  return { cues, pictures, total: time + TAIL };
}
