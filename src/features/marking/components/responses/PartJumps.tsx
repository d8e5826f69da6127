import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MarkingResponse } from '@contract/examTypes';
import type { NumberedNote } from './NoteList';

interface PartJumpsProps {
  responses: MarkingResponse[];
  currentId: string;
  notes: NumberedNote[];
  onJump: (questionId: string) => void;
}

/** The speaking test's parts, each with its questions: a button per recording to jump to. */
export function PartJumps({ responses, currentId, notes, onJump }: PartJumpsProps) {
  const parts = responses.reduce<{ part: string; responses: MarkingResponse[] }[]>(
    (all, response) => {
      const part = response.part ?? 'Questions';
      const last = all.at(-1);
      if (last?.part === part) last.responses.push(response);
      else all.push({ part, responses: [response] });
      return all;
    },
    [],
  );
  return (
    <Box component="nav" aria-label="Parts and questions" sx={{ display: 'grid', gap: 1 }}>
      {parts.map(({ part, responses: inPart }) => (
        <Box key={part}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {part}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {inPart.map((response) => {
              const current = response.questionId === currentId;
              const count = notes.filter(
                (note) => note.annotation.questionId === response.questionId,
              ).length;
              return (
                <Button
                  key={response.questionId}
                  size="small"
                  variant={current ? 'contained' : 'outlined'}
                  aria-current={current ? 'true' : undefined}
                  aria-label={`Q${response.number}${count ? `, ${count} ${count === 1 ? 'note' : 'notes'}` : ''}`}
                  onClick={() => onJump(response.questionId)}
                  sx={{ minWidth: 48 }}
                >
                  Q{response.number}
                  {count > 0 && (
                    <Box component="span" aria-hidden="true" sx={{ ml: 0.5, fontSize: '0.75rem' }}>
                      •{count}
                    </Box>
                  )}
                </Button>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
