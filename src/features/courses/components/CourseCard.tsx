import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { SafeHtml } from '@/components/SafeHtml';
import { formatRupees } from '@/lib/format';
import type { Course } from '@contract/types';
import { CourseDetailsDialog } from './CourseDetailsDialog';
import { CourseThumbnail } from './CourseThumbnail';

interface CourseCardProps {
  course: Course;
  /** The buying action beside 'Know More' (the cart's button, given by the page). */
  Action: ComponentType<{ course: Course }>;
  /** Above the fold on first paint: its picture loads at once. */
  priority?: boolean;
}

/** One catalogue entry: picture, title, a clamped description, price and the two actions. */
export function CourseCard({ course, Action, priority = false }: CourseCardProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const titleId = `course-title-${course._id}`;

  return (
    <Card
      component="li"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CourseThumbnail src={course.thumbnail} alt={course.title} priority={priority} />
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" gutterBottom>
          {course.title}
        </Typography>
        <SafeHtml
          html={course.description}
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            '& ul': { listStyleType: 'disc' },
          }}
        />
        <Typography sx={{ mt: 2, fontWeight: 800, fontSize: '1.25rem', color: 'primary.dark' }}>
          {formatRupees(course.price)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setDetailsOpen(true)} aria-describedby={titleId}>
          Know More
        </Button>
        <Action course={course} />
      </CardActions>
      <CourseDetailsDialog
        course={course}
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
      />
    </Card>
  );
}
