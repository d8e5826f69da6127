import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ExamResult } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import { scoreText } from '@contract/exams/scoreText';
import { formatLongDate } from '@contract/longDate';

/** Each re-mark asked for: the skills, when, and its outcome (before and after) once done. */
export function RemarkHistory({ result }: { result: ExamResult }) {
  if (result.remarks.length === 0) return null;
  return (
    <Box component="ul" aria-label="Your re-marks" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {result.remarks.map((remark) => (
        <Box component="li" key={remark.id} sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {remark.skills.map((skill) => SKILL_NAMES[skill]).join(' and ')}
            </Typography>
            <Chip
              size="small"
              label={remark.status === 'waiting' ? 'Being re-marked' : 'Done'}
              color={remark.status === 'waiting' ? 'warning' : 'success'}
            />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Asked on {formatLongDate(remark.requestedAt)}
            {remark.decidedAt && ` · decided on ${formatLongDate(remark.decidedAt)}`}
          </Typography>
          {remark.outcome.map((change) => (
            <Typography key={change.skill}>
              {SKILL_NAMES[change.skill]}: {scoreText(result.scheme, change.before)} →{' '}
              {scoreText(result.scheme, change.after)}
              {change.after === change.before
                ? ' (unchanged)'
                : change.after > change.before
                  ? ' (up)'
                  : ' (down)'}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
