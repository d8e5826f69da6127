import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ScoringScheme } from '@contract/exams/catalogue';
import type { RubricCriterion } from '@contract/exams/rubrics';
import { OutlinedTextField } from '@/components/forms/OutlinedTextField';
import { useAppDispatch } from '@/store/hooks';
import { criterionCommented, criterionScored } from '../../model/markingSheetSlice';
import { markText, scaleOf, type SheetCriterion } from '../../model/sheetRules';
import { Descriptors } from './Descriptors';

interface CriterionFieldProps {
  unitId: string;
  unitTitle: string;
  scheme: ScoringScheme;
  criterion: RubricCriterion;
  value: SheetCriterion;
  editable: boolean;
  /** Shown when the sheet was sent without this criterion's mark. */
  missing: boolean;
}

/**
 * One criterion of a rubric: its mark on the scheme's scale (IELTS 0-9, mastery 0-5, in half steps)
 * with the band descriptors beside it, the one nearest the mark shown, and a comment for the learner.
 */
export function CriterionField(props: CriterionFieldProps) {
  const { unitId, unitTitle, scheme, criterion, value, editable, missing } = props;
  const dispatch = useAppDispatch();
  const focusId = useId();
  const ref = { unitId, criterionId: criterion.id };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }} aria-describedby={focusId}>
      <Typography component="legend" sx={{ fontWeight: 700, p: 0 }}>
        {criterion.name}
      </Typography>
      <Typography id={focusId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {criterion.focus}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        <TextField
          select
          label={scheme === 'ielts' ? 'Band' : 'Mark'}
          size="small"
          value={value.score === null ? '' : String(value.score)}
          disabled={!editable}
          error={missing && value.score === null}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: {
              'aria-label': `${unitTitle}: ${criterion.name}, ${scheme === 'ielts' ? 'band' : 'mark'}`,
            },
          }}
          onChange={(event) =>
            dispatch(
              criterionScored({
                ...ref,
                score: event.target.value === '' ? null : Number(event.target.value),
              }),
            )
          }
        >
          <option value="">—</option>
          {scaleOf(scheme)
            .slice()
            .reverse()
            .map((score) => (
              <option key={score} value={score}>
                {markText(scheme, score)}
              </option>
            ))}
        </TextField>
        <Descriptors criterion={criterion} score={value.score} scheme={scheme} />
      </Box>
      {/* The margin on a wrapper: the field's own sx styles its input, which would leave the
          label behind at the top. */}
      <Box sx={{ mt: 2 }}>
        <OutlinedTextField
          label={`Comment on ${criterion.name}`}
          size="small"
          multiline
          minRows={1}
          disabled={!editable}
          value={value.comment}
          onChange={(event) =>
            dispatch(criterionCommented({ ...ref, comment: event.target.value }))
          }
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      </Box>
    </Box>
  );
}
