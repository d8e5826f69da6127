/** The speeds the player offers; the learner's choice is kept for every lesson. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const RATE_KEY = 'academy.player.rate';
const CAPTIONS_KEY = 'academy.player.captions';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode): defaults for this visit
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage refused: the choice lasts for this page only
  }
}

export function savedPlaybackRate(): number {
  const rate = Number(read(RATE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : 1;
}

export const savePlaybackRate = (rate: number) => write(RATE_KEY, String(rate));

/** Captions start on unless the learner turned them off. */
export const savedCaptionsOn = (): boolean => read(CAPTIONS_KEY) !== 'off';

export const saveCaptionsOn = (on: boolean) => write(CAPTIONS_KEY, on ? 'on' : 'off');
