import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DashboardMessage } from './DashboardMessage';

export function PurchasedCoursesError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <DashboardMessage
        image="/images/commerce/empty-shelf.svg"
        title="We couldn't load your courses."
        action={
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Your purchases are safe. Please check your connection and try again.
      </DashboardMessage>
    </Box>
  );
}
