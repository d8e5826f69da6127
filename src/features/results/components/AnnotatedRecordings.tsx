import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { Annotation, SkillResult } from '@contract/examTypes';
import { WaveformPlayer, type WaveformPlayerHandle } from '@/components/audio/WaveformPlayer';
import { clockText } from '@/lib/audioPeaks';

type Response = SkillResult['units'][number]['responses'][number];

function Recording({ response, notes }: { response: Response; notes: Annotation[] }) {
  const player = useRef<WaveformPlayerHandle>(null);
  const label = `your answer to question ${response.number}`;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        Question {response.number}: {response.prompt.join(' ')}
      </Typography>
      <WaveformPlayer
        ref={player}
        src={response.recordingSrc!}
        label={label}
        markers={notes.map((note, index) => ({
          atSeconds: note.atSeconds ?? 0,
          label: `Note ${index + 1}`,
        }))}
      />
      {notes.length > 0 && (
        <Box component="ol" aria-label={`Notes on ${label}`} sx={{ pl: 3, mt: 1, mb: 0 }}>
          {notes.map((note, index) => (
            <li key={index}>
              <Button size="small" onClick={() => player.current?.seek(note.atSeconds ?? 0)}>
                Play from {clockText(note.atSeconds ?? 0)}
              </Button>{' '}
              {note.text}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The learner's spoken answers with the evaluator's notes at their moments (play from each). */
export function AnnotatedRecordings({
  responses,
  annotations,
}: {
  responses: Response[];
  annotations: Annotation[];
}) {
  const recorded = responses.filter((response) => response.recordingSrc);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
      {recorded.map((response) => (
        <Recording
          key={response.questionId}
          response={response}
          notes={annotations.filter(
            (note) => note.questionId === response.questionId && note.atSeconds !== undefined,
          )}
        />
      ))}
    </Box>
  );
}
