import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TitledDialog } from '@/components/dialogs/TitledDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that matters (publish, disable an account, delete a section). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, busy, danger, onConfirm, onClose } = props;
  return (
    <TitledDialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      }
    >
      <Typography>{children}</Typography>
    </TitledDialog>
  );
}
