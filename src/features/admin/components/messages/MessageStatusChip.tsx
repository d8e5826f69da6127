import Chip from '@mui/material/Chip';
import type { ContactStatus } from '@contract/types';

const COLOR = { new: 'info', answered: 'success', closed: 'default' } as const;

export function MessageStatusChip({ status }: { status: ContactStatus }) {
  return <Chip size="small" label={status} color={COLOR[status]} />;
}
