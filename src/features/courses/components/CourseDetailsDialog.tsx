import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '@/components/SafeHtml';
import { formatRupees } from '@/lib/format';
import type { Course } from '@/shared/apiTypes';

interface CourseDetailsDialogProps {
  course: Course;
  open: boolean;
  onClose: () => void;
}

/** 'Know More': the full, sanitised description. Closes with the close button or Escape. */
export function CourseDetailsDialog({ course, open, onClose }: CourseDetailsDialogProps) {
  const titleId = `course-details-${course._id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {course.title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <SafeHtml html={course.description} sx={{ color: 'text.primary' }} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'flex-start', px: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>Price: {formatRupees(course.price)}</Typography>
      </DialogActions>
    </Dialog>
  );
}
