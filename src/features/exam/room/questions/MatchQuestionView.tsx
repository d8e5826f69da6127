import Box from '@mui/material/Box';
import type { MatchQuestion, QuestionGroup } from '@contract/exams/form';
import { questionName } from './questionIds';
import { useAnswer } from './useAnswer';

/**
 * Matching and labelling: a native select of the group's options, which every keyboard and
 * screen reader knows; the prompt is its visible label.
 */
export function MatchQuestionView({
  question,
  group,
  label,
}: {
  question: MatchQuestion;
  group: QuestionGroup;
  label: string;
}) {
  const { value, setValue, locked } = useAnswer(question.id);
  const picked = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const selectId = `${question.id}-select`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box component="label" htmlFor={selectId} sx={{ flex: '1 1 14rem' }}>
        <strong>{questionName(label)}:</strong> {question.prompt}
      </Box>
      <Box
        component="select"
        id={selectId}
        value={picked}
        disabled={locked}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
          setValue(event.target.value === '' ? null : event.target.value)
        }
        sx={{
          font: 'inherit',
          minWidth: '12rem',
          maxWidth: '100%',
          p: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'grey.600',
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <option value="">Choose…</option>
        {(group.options ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.id === option.text ? option.id : `${option.id}  ${option.text}`}
          </option>
        ))}
      </Box>
    </Box>
  );
}
