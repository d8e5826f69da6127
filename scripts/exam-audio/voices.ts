// The synthetic voices transcripts may name (`voice` on a transcript line), all from Debian's
// flite. flite ships one woman (slt) and three men (awb, rms, kal); slt and awb follow a pitch
// target, so a second and third woman are slt at another pitch and pace. Speakers of one recording
// should use voices far apart in this list, so candidates tell them apart. flite's own pace is
// quick for learners, so every voice is stretched a little.

export interface Voice {
  /** flite's own voice name (`flite -lv`). */
  flite: string;
  /** Mean pitch in Hz, for voices that follow `int_f0_target_mean`; unset keeps the voice's own. */
  pitch?: number;
  /** Speaking time relative to the voice's own (1.1 is 10 % slower). */
  stretch?: number;
  description: string;
}

export const VOICES: Record<string, Voice> = {
  kal: {
    flite: 'kal16',
    stretch: 1.1,
    description: 'American man, even and announcer-like: recorded instructions',
  },
  awb: { flite: 'awb', stretch: 1.1, description: 'Scottish man' },
  'awb-low': {
    flite: 'awb',
    pitch: 100,
    stretch: 1.15,
    description: 'Scottish man, deeper, slower',
  },
  rms: { flite: 'rms', stretch: 1.1, description: 'American man, low' },
  slt: { flite: 'slt', stretch: 1.1, description: 'American woman' },
  'slt-high': {
    flite: 'slt',
    pitch: 215,
    stretch: 1.05,
    description: 'a second woman: higher and a little quicker',
  },
  'slt-low': {
    flite: 'slt',
    pitch: 150,
    stretch: 1.15,
    description: 'a third woman: lower and a little slower',
  },
};

/** The arguments that make flite say `text` in `voice` into a WAV file. */
export function fliteArgs(voiceName: string, text: string, outFile: string): string[] {
  const voice = VOICES[voiceName];
  if (!voice) {
    throw new Error(
      `Unknown voice "${voiceName}"; the voices are: ${Object.keys(VOICES).join(', ')}`,
    );
  }
  const args = ['-voice', voice.flite];
  if (voice.pitch !== undefined) args.push('--setf', `int_f0_target_mean=${voice.pitch}`);
  if (voice.stretch !== undefined) args.push('--setf', `duration_stretch=${voice.stretch}`);
  return [...args, '-t', text, '-o', outFile];
}
