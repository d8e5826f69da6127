import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { MyTest, MyTestStatus } from '@contract/examTypes';
import { examPaths } from '@/config/examPaths';
import { STATUS_LABELS, statusDetail } from './myTestStatus';

// Waiting states are outlined in the primary colour: MUI's info blue under white text is too faint.
const CHIP_COLOURS: Record<MyTestStatus, 'default' | 'primary' | 'success' | 'warning'> = {
  not_started: 'primary',
  in_progress: 'warning',
  submitted: 'primary',
  awaiting_evaluation: 'primary',
  results_ready: 'success',
  expired: 'default',
  refunded: 'default',
};

function Action({ test }: { test: MyTest }) {
  const label = `${test.testName}`;
  switch (test.status) {
    case 'not_started':
      return (
        <Button
          component={RouterLink}
          to={examPaths.examBriefing(test.entitlementId)}
          variant="contained"
          aria-label={`Start ${label}`}
        >
          Start
        </Button>
      );
    case 'in_progress':
      return (
        <Button
          component={RouterLink}
          to={examPaths.examRoom(test.entitlementId)}
          variant="contained"
          color="warning"
          aria-label={`Resume ${label}`}
        >
          Resume
        </Button>
      );
    case 'results_ready':
      return test.attemptId ? (
        <Button
          component={RouterLink}
          to={examPaths.testResults(test.attemptId)}
          variant="contained"
          color="success"
          aria-label={`View results of ${label}`}
        >
          View results
        </Button>
      ) : null;
    case 'submitted':
    case 'awaiting_evaluation':
      return test.attemptId ? (
        <Button
          component={RouterLink}
          to={examPaths.testResults(test.attemptId)}
          variant="outlined"
          aria-label={`Provisional results of ${label}`}
        >
          Provisional results
        </Button>
      ) : null;
    default:
      return null;
  }
}

/** One bought test on the Tests tab: its state, what it means now, and the next step. */
export function MyTestCard({ test }: { test: MyTest }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`test-${test.entitlementId}`}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        p: 2,
        alignItems: { sm: 'center' },
      }}
    >
      <Box
        component="img"
        src={test.image}
        alt=""
        width={120}
        height={80}
        sx={{ objectFit: 'contain', flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={`test-${test.entitlementId}`}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.15rem' }}
          >
            {test.testName}
          </Typography>
          <Chip
            size="small"
            label={STATUS_LABELS[test.status]}
            color={CHIP_COLOURS[test.status]}
            variant={
              test.status === 'submitted' || test.status === 'awaiting_evaluation'
                ? 'outlined'
                : 'filled'
            }
          />
        </Box>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{statusDetail(test)}</Typography>
      </Box>
      <Action test={test} />
    </Paper>
  );
}
