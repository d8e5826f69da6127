import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { CoursesMessage } from './CoursesMessage';
import { COURSES_LOAD_ERROR } from './coursesPageData';

/** The course list failed to load: say so and offer another try. */
export function CoursesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <CoursesMessage
        image="/images/commerce/empty-shelf.svg"
        action={
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {COURSES_LOAD_ERROR}
      </CoursesMessage>
    </Box>
  );
}
