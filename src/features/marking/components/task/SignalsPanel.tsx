import AutoIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MarkingTask } from '@contract/examTypes';
import { formatIndiaShort } from '@/lib/indiaTime';

export const SIGNALS_HEADING = 'Automatic — a guide, not the band';

/**
 * What the machine measured in the response (length, spelling, grammar flags, variety, linking;
 * time spoken, pace, pauses), to help the evaluator. Never a mark: the heading says so.
 */
export function SignalsPanel({ task }: { task: MarkingTask }) {
  const { signals, scheme } = task;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="signals-heading"
      sx={{ p: 2, borderStyle: 'dashed', bgcolor: 'grey.50' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AutoIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
        <Typography id="signals-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
          {SIGNALS_HEADING}
        </Typography>
      </Stack>
      {!signals ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          No automatic signals for this response yet. They are computed in the background and never
          hold up a mark.
        </Typography>
      ) : (
        <>
          {signals.estimate !== null && (
            <Typography sx={{ mt: 1 }}>
              The measures point to about{' '}
              <strong>{scheme === 'ielts' ? signals.estimate.toFixed(1) : signals.estimate}</strong>
              . Mark what you read and hear.
            </Typography>
          )}
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {signals.signals.map((signal) => (
              <Box key={signal.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {signal.label}: {signal.value}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                  {signal.note}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Computed {formatIndiaShort(signals.computedAt)}
          </Typography>
        </>
      )}
    </Paper>
  );
}
