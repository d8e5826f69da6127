import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { TitledDialog } from '@/components/dialogs/TitledDialog';

interface DeleteReviewDialogProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a review is deleted: it cannot be brought back. */
export function DeleteReviewDialog({
  open,
  deleting,
  onConfirm,
  onClose,
}: DeleteReviewDialogProps) {
  return (
    <TitledDialog
      open={open}
      title="Delete your review?"
      onClose={onClose}
      actions={
        <DialogActions>
          <Button onClick={onClose} disabled={deleting}>
            Keep it
          </Button>
          <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
            Delete review
          </Button>
        </DialogActions>
      }
    >
      <Typography>Your rating and text will be removed from the course page.</Typography>
    </TitledDialog>
  );
}
