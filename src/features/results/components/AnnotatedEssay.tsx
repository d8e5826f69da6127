import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Annotation } from '@contract/examTypes';
import { HighlightedText } from '@/components/text/HighlightedText';

interface AnnotatedEssayProps {
  text: string;
  prompt: string[];
  annotations: Annotation[];
}

/** The learner's essay as written, the evaluator's notes highlighted and numbered, listed below. */
export function AnnotatedEssay({ text, prompt, annotations }: AnnotatedEssayProps) {
  const [active, setActive] = useState<number | null>(null);
  const notes = annotations
    .filter((note) => note.start !== undefined && note.end !== undefined)
    .map((note, index) => ({ note, number: index + 1 }));
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {prompt.slice(0, 2).join(' ')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, md: 2.5 } }}>
        <HighlightedText
          text={text}
          notes={notes.map(({ note, number }) => ({ start: note.start!, end: note.end!, number }))}
          activeNumber={active}
        />
      </Box>
      {notes.length > 0 && (
        <Box
          component="ol"
          aria-label="Your evaluator's notes on this answer"
          sx={{ pl: 3, mt: 1.5, mb: 0 }}
        >
          {notes.map(({ note, number }) => (
            <Box
              component="li"
              key={number}
              value={number}
              onMouseEnter={() => setActive(number)}
              onMouseLeave={() => setActive(null)}
              sx={{ mb: 0.75 }}
            >
              <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                “{note.quote ?? text.slice(note.start, note.end)}”:{' '}
              </Typography>
              <Typography component="span">{note.text}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
