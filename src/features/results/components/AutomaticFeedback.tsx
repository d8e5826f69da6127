import AutoIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExamResult } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';

export const AUTOMATIC_HEADING = 'Automatic feedback — provisional, not your band';

/**
 * What the computer measured in the writing and speaking while the evaluators mark them: labelled
 * provisional, and never a band (an evaluator gives that).
 */
export function AutomaticFeedback({ result }: { result: ExamResult }) {
  if (result.signals.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="automatic-heading"
      sx={{ p: { xs: 2, md: 3 }, mb: 4, borderStyle: 'dashed' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AutoIcon aria-hidden="true" sx={{ color: 'text.secondary' }} />
        <Typography id="automatic-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
          {AUTOMATIC_HEADING}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
        Measured by the computer to give you something to work on now. Your evaluator reads and
        listens to everything and gives the band.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {result.signals.map((skill) => (
          <Box
            key={skill.sectionId}
            component="section"
            aria-labelledby={`auto-${skill.sectionId}`}
          >
            <Typography
              id={`auto-${skill.sectionId}`}
              variant="h3"
              sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}
            >
              {SKILL_NAMES[skill.skill]}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {skill.signals.map((signal) => (
                <Box key={signal.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {signal.label}: {signal.value}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                    {signal.note}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
