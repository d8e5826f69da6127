import { useParams } from 'react-router-dom';
import { UndoEmailChangeOutcome } from '@/features/auth/components/UndoEmailChangeOutcome';

/** The link mailed to the address an email change replaces: /undo-email-change/<token>. */
export default function UndoEmailChangePage() {
  const { token = '' } = useParams();
  return <UndoEmailChangeOutcome token={token} />;
}
