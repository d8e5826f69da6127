import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Highlight } from '@contract/exams/answers';
import type { PassageStimulus } from '@contract/exams/form';
import type { Static } from 'typebox';

/** The part's highlights and notes as a list: reachable by keyboard, each with its actions. */
export function HighlightNotes({
  passage,
  highlights,
  locked,
  onRemove,
  onEditNote,
}: {
  passage: Static<typeof PassageStimulus>;
  highlights: readonly Highlight[];
  locked: boolean;
  onRemove: (index: number) => void;
  onEditNote: (index: number) => void;
}) {
  if (highlights.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Your highlights and notes"
      sx={{ mt: 3, borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.05em', fontWeight: 700, mb: 1 }}>
        Your highlights and notes
      </Typography>
      <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {highlights.map((h, index) => {
          const paragraph = passage.paragraphs[h.paragraph];
          const excerpt = paragraph?.text.slice(h.start, h.end) ?? '';
          return (
            <Box component="li" key={`${h.paragraph}-${h.start}`} sx={{ mb: 1.5 }}>
              <Box component="mark" sx={{ bgcolor: '#ffe066', color: '#000' }}>
                {excerpt.length > 120 ? `${excerpt.slice(0, 120)}…` : excerpt}
              </Box>
              {paragraph?.label ? ` (paragraph ${paragraph.label})` : ''}
              {h.note ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  Note: {h.note}
                </Typography>
              ) : null}
              <Box sx={{ mt: 0.5 }}>
                <Button size="small" disabled={locked} onClick={() => onEditNote(index)}>
                  {h.note ? 'Edit note' : 'Add note'}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={locked}
                  onClick={() => onRemove(index)}
                >
                  Remove highlight
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
