import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LearnerCourse } from '@contract/types';
import { dateOnly } from '../../model/adminFormat';

/** The courses the learner bought, and whether a refund ended the access. */
export function LearnerCourses({ courses }: { courses: LearnerCourse[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="learner-courses" sx={{ p: 2 }}>
      <Typography id="learner-courses" variant="h6" component="h2">
        Courses
      </Typography>
      {courses.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No courses.</Typography>
      ) : (
        <List dense>
          {courses.map((course) => (
            <ListItem key={course.courseId} disableGutters>
              <ListItemText
                primary={course.title}
                secondary={
                  course.revokedAt
                    ? `Bought ${dateOnly(course.purchasedAt)} · access ended ${dateOnly(course.revokedAt)}`
                    : `Bought ${dateOnly(course.purchasedAt)}`
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
