import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MarkingTask } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import { OutlinedTextField } from '@/components/forms/OutlinedTextField';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSheet, sheetCommented } from '../../model/markingSheetSlice';
import { markText, sheetScore, unitRubric, unitScore } from '../../model/sheetRules';
import { CriterionField } from './CriterionField';

interface RubricPanelProps {
  task: MarkingTask;
  editable: boolean;
  /** After a refused Submit: the criteria still without a mark are shown as such. */
  showMissing: boolean;
}

const weightText = (weight: number, total: number) =>
  total === 1
    ? ''
    : weight === 1
      ? ' · counts once'
      : ` · counts ${weight === 2 ? 'twice' : `${weight} times`}`;

/**
 * The rubric of each unit (IELTS Writing: Task 1 and Task 2; Speaking: the interview) with its
 * criteria, the skill's score computed live as the server will (units weighted, rounded once), and
 * a comment for the learner on the whole response.
 */
export function RubricPanel({ task, editable, showMissing }: RubricPanelProps) {
  const dispatch = useAppDispatch();
  const sheet = useAppSelector(selectSheet);
  const score = sheet.units.length === task.units.length ? sheetScore(task, sheet) : null;
  const units = task.units.length;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="rubric-heading"
      sx={{ p: { xs: 1.5, md: 2 } }}
    >
      <Typography id="rubric-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
        Rubric
      </Typography>
      <Box
        role="status"
        sx={{
          my: 1.5,
          p: 1.5,
          borderRadius: 1,
          bgcolor: score === null ? 'grey.100' : 'primary.main',
          color: score === null ? 'text.primary' : 'primary.contrastText',
        }}
      >
        {score === null ? (
          <Typography>
            Give every criterion a mark to see the {SKILL_NAMES[task.skill]} score.
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {SKILL_NAMES[task.skill]} score: {task.scheme === 'ielts' ? score.toFixed(1) : score}
          </Typography>
        )}
      </Box>
      {task.units.map((unit) => {
        const rubric = unitRubric(unit);
        const marks = sheet.units.find((entry) => entry.unitId === unit.unitId);
        if (!rubric || !marks)
          return (
            <Alert key={unit.unitId} severity="error">
              {unit.title}: its rubric ({unit.rubric}) is not known to this console.
            </Alert>
          );
        const partial = unitScore(task.scheme, marks);
        return (
          <Box
            key={unit.unitId}
            component="section"
            aria-labelledby={`rubric-${unit.unitId}`}
            sx={{ mb: 1 }}
          >
            <Divider sx={{ mb: 1.5 }} />
            <Typography
              id={`rubric-${unit.unitId}`}
              variant="h3"
              sx={{ fontSize: '1.1rem', fontWeight: 700 }}
            >
              {unit.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {rubric.title}
              {weightText(unit.weight, units)}
              {partial !== null && ` · ${markText(task.scheme, partial)}`}
            </Typography>
            {rubric.criteria.map((criterion) => (
              <CriterionField
                key={criterion.id}
                unitId={unit.unitId}
                unitTitle={unit.title}
                scheme={task.scheme}
                criterion={criterion}
                value={marks.criteria.find((entry) => entry.criterionId === criterion.id)!}
                editable={editable}
                missing={showMissing}
              />
            ))}
          </Box>
        );
      })}
      <Divider sx={{ mb: 2 }} />
      <OutlinedTextField
        label="Comment for the learner on the whole response"
        multiline
        minRows={3}
        disabled={!editable}
        value={sheet.comment}
        onChange={(event) => dispatch(sheetCommented(event.target.value))}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
    </Paper>
  );
}
