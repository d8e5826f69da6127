import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ExamMode } from '@contract/examTypes';

const MODES: Array<{ mode: ExamMode; title: string; text: string }> = [
  {
    mode: 'exam',
    title: 'Exam mode',
    text: 'As on test day: the clock never stops, each recording plays once, no transcripts.',
  },
  {
    mode: 'practice',
    title: 'Practice mode',
    text: 'You may pause the clock, replay recordings and read a transcript once a part is answered. Marked the same way.',
  },
];

/** Exam or practice mode, each explained; fixed once the test starts. */
export function ModeChoice({
  mode,
  onChange,
}: {
  mode: ExamMode;
  onChange: (mode: ExamMode) => void;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.25rem' }}
      >
        How do you want to take it?
      </FormLabel>
      <RadioGroup value={mode} onChange={(event) => onChange(event.target.value as ExamMode)}>
        {MODES.map((entry) => (
          <FormControlLabel
            key={entry.mode}
            value={entry.mode}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <>
                <Typography sx={{ fontWeight: 700 }}>{entry.title}</Typography>
                <Typography variant="body2">{entry.text}</Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Your test gives one attempt; the mode cannot be changed once you start.
      </Typography>
    </FormControl>
  );
}
