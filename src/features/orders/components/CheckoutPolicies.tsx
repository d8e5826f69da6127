import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { REFUND_MAX_WATCHED, REFUND_WINDOW_DAYS } from '@contract/content/refunds';

/** What paying agrees to: the terms, and the refund promise with its policy. */
export function CheckoutPolicies() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {'By paying you agree to our '}
      <Link component={RouterLink} to={paths.terms} underline="always">
        Terms and Conditions
      </Link>
      {`. Access starts as soon as the payment is confirmed. A course can be refunded within ${REFUND_WINDOW_DAYS} days of purchase if less than ${REFUND_MAX_WATCHED} of it is watched: see our `}
      <Link component={RouterLink} to={paths.refund} underline="always">
        Refund Policy
      </Link>
      .
    </Typography>
  );
}
