import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourseInstructor as Instructor } from '@contract/types';

/** Who teaches the course: portrait, name, headline and a short bio. */
export function CourseInstructor({ instructor }: { instructor: Instructor }) {
  return (
    <Box component="section" aria-labelledby="instructor-heading">
      <Typography id="instructor-heading" variant="h5" component="h2" gutterBottom>
        Your instructor
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={instructor.photo}
          alt=""
          width={88}
          height={88}
          loading="lazy"
          sx={{ borderRadius: '50%', flexShrink: 0, bgcolor: 'action.hover' }}
        />
        <Box>
          <Typography variant="h6" component="p">
            {instructor.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {instructor.headline} · {instructor.yearsOfExperience} years teaching
          </Typography>
          <Typography>{instructor.bio}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
