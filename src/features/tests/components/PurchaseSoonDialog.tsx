import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { paths } from '@/config/paths';

export const PURCHASE_SOON_MESSAGE = 'This test will be available for purchase soon!';

export function PurchaseSoonDialog({
  testName,
  open,
  onClose,
}: {
  testName: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <TitledDialog
      open={open}
      title={`Coming soon: ${testName}`}
      onClose={onClose}
      actions={
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button component={RouterLink} to={paths.courses} variant="contained">
            Browse our courses meanwhile
          </Button>
        </DialogActions>
      }
    >
      <Typography sx={{ fontWeight: 600 }}>{PURCHASE_SOON_MESSAGE}</Typography>
    </TitledDialog>
  );
}
