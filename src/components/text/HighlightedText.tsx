import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { OFFSET_ATTRIBUTE, textRuns, type TextRange } from '@/lib/textRanges';
import { visuallyHidden } from '@/lib/visuallyHidden';

export interface TextNote extends TextRange {
  /** Its number as the list of notes beside the text shows it. */
  number: number;
}

interface HighlightedTextProps {
  text: string;
  notes: readonly TextNote[];
  /** The note to show as the current one (its list entry has focus or was chosen). */
  activeNumber?: number | null;
  /** The element the text is drawn in, for reading a selection made in it. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text (an essay) with passages highlighted and numbered after their end, as notes on paper are:
 * each run of the text carries its offset, so a selection made in it maps back to the text
 * (lib/textRanges). Line breaks are kept.
 */
export function HighlightedText({ text, notes, activeNumber, ref }: HighlightedTextProps) {
  const runs = textRuns(text.length, notes);
  return (
    <Box
      ref={ref}
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        lineHeight: 1.75,
        fontSize: '1rem',
        '& mark': { bgcolor: 'rgba(255, 213, 79, 0.55)', color: 'inherit', borderRadius: 0.5 },
        '& mark.active': { bgcolor: 'rgba(255, 160, 0, 0.7)', outline: '2px solid #b26a00' },
        '& sup': { userSelect: 'none', fontWeight: 700, color: 'warning.dark', px: 0.25 },
      }}
    >
      {runs.map((run) => {
        const piece = text.slice(run.start, run.end);
        const numbers = run.ending.map((index) => notes[index]!.number);
        const props = { [OFFSET_ATTRIBUTE]: run.start };
        const active = run.covering.some((index) => notes[index]!.number === activeNumber);
        return (
          <span key={run.start}>
            {run.covering.length > 0 ? (
              <mark {...props} className={active ? 'active' : undefined}>
                {piece}
              </mark>
            ) : (
              <span {...props}>{piece}</span>
            )}
            {numbers.length > 0 && (
              <sup>
                <span aria-hidden="true">{numbers.join(',')}</span>
                <Box component="span" sx={visuallyHidden}>
                  {` (note ${numbers.join(', ')})`}
                </Box>
              </sup>
            )}
          </span>
        );
      })}
    </Box>
  );
}
