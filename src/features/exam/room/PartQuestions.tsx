import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ExamMode, Recording } from '@contract/examTypes';
import type { Part } from '@contract/exams/form';
import type { PlacedQuestion } from '../model/questions';
import { GroupView } from './GroupView';

/** A part's title and instructions, then its question groups (speaking: the current question only). */
export function PartQuestions({
  part,
  placed,
  attemptId,
  mode,
  recordings,
  only,
}: {
  part: Part;
  placed: PlacedQuestion[];
  attemptId: string;
  mode: ExamMode;
  recordings: readonly Recording[];
  /** Show only this question (a spoken answer is taken one at a time). */
  only?: string;
}) {
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.3em', fontWeight: 800, mb: 0.5 }}>
        {part.title}
      </Typography>
      {part.instructions?.map((line, index) => (
        <Typography key={index} sx={{ mb: 1 }}>
          {line}
        </Typography>
      ))}
      {part.stimulus?.kind === 'text' ? (
        <Box
          component="section"
          aria-label={part.stimulus.title ?? 'Text'}
          sx={{ p: 2, my: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {part.stimulus.title ? (
            <Typography sx={{ fontWeight: 700 }}>{part.stimulus.title}</Typography>
          ) : null}
          {part.stimulus.paragraphs.map((line, index) => (
            <Typography key={index} sx={{ mt: 1 }}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
      {part.groups.map((group) => (
        <GroupView
          key={group.id}
          group={group}
          placed={placed.filter(
            (entry) => entry.group.id === group.id && (!only || entry.question.id === only),
          )}
          attemptId={attemptId}
          mode={mode}
          recordings={recordings}
        />
      ))}
    </Box>
  );
}
