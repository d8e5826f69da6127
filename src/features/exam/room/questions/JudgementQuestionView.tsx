import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { JUDGEMENT_OPTIONS, type JudgementQuestion } from '@contract/exams/form';
import { questionName } from './questionIds';
import { useAnswer } from './useAnswer';

/** TRUE / FALSE / NOT GIVEN or YES / NO / NOT GIVEN, as one radio group. */
export function JudgementQuestionView({
  question,
  label,
}: {
  question: JudgementQuestion;
  label: string;
}) {
  const { value, setValue, locked } = useAnswer(question.id);
  const picked = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  return (
    <FormControl component="fieldset" disabled={locked}>
      <FormLabel
        component="legend"
        id={`${question.id}-legend`}
        sx={{ color: 'text.primary', mb: 0.5 }}
      >
        <strong>{questionName(label)}:</strong> {question.statement}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${question.id}-legend`}
        row
        value={picked}
        onChange={(event) => setValue(event.target.value)}
        name={question.id}
      >
        {JUDGEMENT_OPTIONS[question.scale].map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
