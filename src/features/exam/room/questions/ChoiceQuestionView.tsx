import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ChoiceQuestion } from '@contract/exams/form';
import { questionName } from './questionIds';
import { useAnswer } from './useAnswer';

const COUNT_WORDS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

/** Multiple choice: radio buttons for one answer, checkboxes limited to `pick` for several. */
export function ChoiceQuestionView({
  question,
  label,
}: {
  question: ChoiceQuestion;
  label: string;
}) {
  const { value, setValue, locked } = useAnswer(question.id);
  const picked = Array.isArray(value) ? value : [];
  const legendId = `${question.id}-legend`;
  const legend = (
    <FormLabel
      component="legend"
      id={legendId}
      sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}
    >
      <strong>{questionName(label)}:</strong> {question.prompt}
    </FormLabel>
  );

  if (question.pick === 1)
    return (
      <FormControl component="fieldset" disabled={locked}>
        {legend}
        <RadioGroup
          aria-labelledby={legendId}
          value={picked[0] ?? ''}
          onChange={(event) => setValue([event.target.value])}
          name={question.id}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={`${option.id}  ${option.text}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
    );

  const full = picked.length >= question.pick;
  const hintId = `${question.id}-pick`;
  const toggle = (id: string, checked: boolean) =>
    setValue(checked ? [...picked, id].slice(0, question.pick) : picked.filter((p) => p !== id));
  return (
    <FormControl component="fieldset" disabled={locked} aria-describedby={hintId}>
      {legend}
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        Choose {COUNT_WORDS[question.pick] ?? question.pick} answers ({picked.length} of{' '}
        {question.pick} chosen).
      </FormHelperText>
      <FormGroup>
        {question.options.map((option) => {
          const checked = picked.includes(option.id);
          return (
            <FormControlLabel
              key={option.id}
              control={
                <Checkbox
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
              }
              label={`${option.id}  ${option.text}`}
            />
          );
        })}
      </FormGroup>
    </FormControl>
  );
}
