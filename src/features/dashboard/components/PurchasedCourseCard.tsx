import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { formatRupees } from '@/lib/format';
import type { PurchasedCourse } from '@contract/types';
import { CourseProgress } from './CourseProgress';
import { COURSE_IMAGE_FALLBACK } from './dashboardData';
import { WatchCourseButton } from './WatchCourseButton';

/** What the app shows for a completed course's certificate (it lives in another feature). */
export type CertificateAction = ComponentType<{ certificateId: string; describedBy: string }>;

/**
 * A bought course: picture, title, price, progress, its certificate once completed, and 'Watch
 * Now' to the learning area (or to an external course site, in a new tab).
 */
export function PurchasedCourseCard({
  course,
  Certificate,
}: {
  course: PurchasedCourse;
  Certificate?: CertificateAction;
}) {
  const titleId = `purchased-${course.courseId}`;
  return (
    <Card
      component="li"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="img"
        src={course.thumbnail || COURSE_IMAGE_FALLBACK}
        alt={course.title}
        width={640}
        height={360}
        loading="lazy"
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          bgcolor: '#e8ecf8',
        }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" gutterBottom>
          {course.title}
        </Typography>
        <Typography
          sx={{ color: 'text.secondary' }}
        >{`Purchased for ${formatRupees(course.price)}`}</Typography>
        <CourseProgress course={course} titleId={titleId} />
        {Certificate && course.certificateId && (
          <Box sx={{ mt: 2 }}>
            <Certificate certificateId={course.certificateId} describedBy={titleId} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <WatchCourseButton variant="contained" courseId={course.courseId} describedBy={titleId}>
          Watch Now
        </WatchCourseButton>
      </CardActions>
    </Card>
  );
}
