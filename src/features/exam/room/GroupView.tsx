import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ExamMode, Recording } from '@contract/examTypes';
import type { QuestionGroup } from '@contract/exams/form';
import type { PlacedQuestion } from '../model/questions';
import { FigureView } from './figures/FigureView';
import { QuestionView } from './QuestionView';

/** A group's heading ("Questions 1-5"), instructions, options list and figure, then its questions. */
export function GroupView({
  group,
  placed,
  attemptId,
  mode,
  recordings,
}: {
  group: QuestionGroup;
  placed: PlacedQuestion[];
  attemptId: string;
  mode: ExamMode;
  recordings: readonly Recording[];
}) {
  if (placed.length === 0) return null;
  const first = placed[0]!.label.split('–')[0];
  const last = placed[placed.length - 1]!.label.split('–').at(-1);
  const showOptionsList = group.options && group.options.some((o) => o.id !== o.text);
  const heading = first === last ? `Question ${first}` : `Questions ${first}–${last}`;
  // Forms often open their instructions with the same "Questions 1-5" the heading shows.
  const same = (line: string) =>
    line
      .replace(/\s*[-–]\s*/g, '-')
      .trim()
      .replace(/\.$/, '');
  const instructions =
    group.instructions[0] !== undefined && same(group.instructions[0]) === same(heading)
      ? group.instructions.slice(1)
      : group.instructions;
  return (
    <Box component="section" aria-labelledby={`${group.id}-heading`} sx={{ mb: 3 }}>
      <Typography
        id={`${group.id}-heading`}
        variant="h3"
        sx={{ fontSize: '1.1em', fontWeight: 700 }}
      >
        {heading}
      </Typography>
      {instructions.map((line, index) => (
        <Typography
          key={index}
          sx={{
            my: 0.5,
            fontStyle: index === 0 && instructions === group.instructions ? 'normal' : 'italic',
          }}
        >
          {line}
        </Typography>
      ))}
      {group.title ? (
        <Typography sx={{ fontWeight: 700, mt: 1.5 }}>{group.title}</Typography>
      ) : null}
      {group.figure ? (
        <Box sx={{ my: 1.5 }}>
          <FigureView figure={group.figure} attemptId={attemptId} />
        </Box>
      ) : null}
      {showOptionsList ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 1.5,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {group.options!.map((option) => (
            <Box key={option.id} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {option.id}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {option.text}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      {placed.map((entry) => (
        <QuestionView
          key={entry.question.id}
          placed={entry}
          attemptId={attemptId}
          mode={mode}
          recordings={recordings}
        />
      ))}
    </Box>
  );
}
