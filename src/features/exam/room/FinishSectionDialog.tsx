import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { TitledDialog } from '@/components/dialogs/TitledDialog';

/** Handing a section in early: says what is unanswered or flagged, and that it cannot be reopened. */
export function FinishSectionDialog({
  open,
  sectionTitle,
  unanswered,
  flagged,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  sectionTitle: string;
  unanswered: number;
  flagged: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <TitledDialog
      open={open}
      title={`Finish ${sectionTitle}?`}
      onClose={onCancel}
      actions={
        <DialogActions>
          <Button onClick={onCancel}>Keep working</Button>
          <Button variant="contained" onClick={onConfirm} disabled={busy}>
            Finish section
          </Button>
        </DialogActions>
      }
    >
      {unanswered > 0 ? (
        <Typography sx={{ mb: 1 }}>
          {unanswered} {unanswered === 1 ? 'question is' : 'questions are'} not answered.
        </Typography>
      ) : (
        <Typography sx={{ mb: 1 }}>Every question is answered.</Typography>
      )}
      {flagged > 0 ? (
        <Typography sx={{ mb: 1 }}>
          {flagged} {flagged === 1 ? 'question is' : 'questions are'} flagged for review.
        </Typography>
      ) : null}
      <Typography>Once you finish, you cannot come back to this section.</Typography>
    </TitledDialog>
  );
}
