import Typography from '@mui/material/Typography';
import type { AcademyTest } from '../data/tests';
import { TitledDialog } from '@/components/dialogs/TitledDialog';

export function TestDetailsDialog({
  test,
  open,
  onClose,
}: {
  test: AcademyTest;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <TitledDialog open={open} title={test.name} onClose={onClose}>
      {test.details.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2, '&:last-of-type': { mb: 0 } }}>
          {paragraph}
        </Typography>
      ))}
    </TitledDialog>
  );
}
