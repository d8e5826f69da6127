import { useParams } from 'react-router-dom';
import { ConfirmEmailOutcome } from '@/features/auth/components/ConfirmEmailOutcome';

/** The link mailed to a new email address: /confirm-email/<token>. */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  return <ConfirmEmailOutcome token={token} />;
}
