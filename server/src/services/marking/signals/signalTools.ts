import { detectAudioTools, type AudioDecoder, type Recogniser } from './audioTools';
import { loadWordListChecker, type SpellChecker } from './spelling';
import { builtInStyleChecker, combineStyleCheckers, type StyleChecker } from './styleFlags';
import { writeGoodStyleChecker } from './writeGoodStyle';

/** What computes the signals: each piece replaceable (tests, or a library added later). */
export interface SignalTools {
  /** Null: no en-GB dictionary on this server. Loaded on first use (the list is large). */
  spelling(): SpellChecker | null;
  style: StyleChecker;
  decoder: AudioDecoder | null;
  recogniser: Recogniser | null;
}

/**
 * What this server has: the en-GB word list, the built-in style rules with write-good's, ffmpeg
 * and pocketsphinx when installed.
 */
export function detectSignalTools(): SignalTools {
  let spelling: SpellChecker | null | undefined;
  return {
    spelling: () => (spelling === undefined ? (spelling = loadWordListChecker()) : spelling),
    style: combineStyleCheckers(builtInStyleChecker, writeGoodStyleChecker),
    ...detectAudioTools(),
  };
}
