import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import type { CourseDetail } from '@contract/types';
import { BOTTOM_BAR_CLASS } from '@/components/feedback/toastRoom';
import { formatRupees } from '@/lib/format';

export interface CourseBuyBarPanelProps {
  course: CourseDetail;
  PurchaseAction: ComponentType<{ course: CourseDetail }>;
}

/** The buy bar itself (CourseBuyBar.tsx says when it shows): the title, the price, the action. */
export default function CourseBuyBarPanel({ course, PurchaseAction }: CourseBuyBarPanelProps) {
  return (
    <Paper
      component="section"
      aria-label="Buy this course"
      // The toasts on a phone sit above it (toastPlacement.ts).
      className={BOTTOM_BAR_CLASS}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        gap: 2,
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {course.title}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.dark' }}>
          {formatRupees(course.price)}
        </Typography>
      </Box>
      <PurchaseAction course={course} />
    </Paper>
  );
}
