import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { SafeHtml } from '@/components/SafeHtml';
import { formatRupees } from '@/lib/format';
import type { Course } from '@contract/types';

interface CourseDetailsDialogProps {
  course: Course;
  open: boolean;
  onClose: () => void;
  /** The card's buying action (Add to Cart, or 'Go to course' for an owner). */
  Action: ComponentType<{ course: Course }>;
}

/** 'Know More': the full, sanitised description and the buying action. Closes with the close button or Escape. */
export default function CourseDetailsDialog({
  course,
  open,
  onClose,
  Action,
}: CourseDetailsDialogProps) {
  return (
    <TitledDialog
      open={open}
      title={course.title}
      onClose={onClose}
      actions={
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3 }}>
          <Typography sx={{ fontWeight: 700 }}>Price: {formatRupees(course.price)}</Typography>
          <Action course={course} />
        </DialogActions>
      }
    >
      <SafeHtml html={course.description} sx={{ color: 'text.primary' }} />
    </TitledDialog>
  );
}
