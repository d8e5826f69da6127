import Stack from '@mui/material/Stack';
import { ApproveRefundButton } from './ApproveRefundButton';
import type { RefundDecisionProps } from './refundDecisionProps';
import { RejectRefundButton } from './RejectRefundButton';

/** A requested refund's decision: Approve (after a confirmation) or Reject (with a note). */
export function RefundDecisionButtons(props: RefundDecisionProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', height: '100%', whiteSpace: 'nowrap' }}
    >
      <ApproveRefundButton {...props} />
      <RejectRefundButton {...props} />
    </Stack>
  );
}
