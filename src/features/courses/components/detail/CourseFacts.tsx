import Box from '@mui/material/Box';
import type { CourseDetail } from '@contract/types';
import { courseFacts } from '../../model/courseFacts';

/** Level, language, lessons, length and last update, as a definition list under the title. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, m: 0, mt: 2 }}
    >
      {courseFacts(course).map(({ label, value }) => (
        <Box key={label}>
          <Box component="dt" sx={{ fontSize: '0.8rem', opacity: 0.8 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
