import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { SafeHtml } from '@/components/SafeHtml';
import { formatRupees } from '@/lib/format';
import type { Course } from '@contract/types';

interface CourseDetailsDialogProps {
  course: Course;
  open: boolean;
  onClose: () => void;
}

/** 'Know More': the full, sanitised description. Closes with the close button or Escape. */
export default function CourseDetailsDialog({ course, open, onClose }: CourseDetailsDialogProps) {
  return (
    <TitledDialog
      open={open}
      title={course.title}
      onClose={onClose}
      actions={
        <DialogActions sx={{ justifyContent: 'flex-start', px: 3 }}>
          <Typography sx={{ fontWeight: 700 }}>Price: {formatRupees(course.price)}</Typography>
        </DialogActions>
      }
    >
      <SafeHtml html={course.description} sx={{ color: 'text.primary' }} />
    </TitledDialog>
  );
}
