import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DashboardMessage } from './DashboardMessage';

export function NoPurchasedCourses() {
  return (
    <DashboardMessage
      image="/images/commerce/empty-shelf.svg"
      title="You have no courses yet."
      action={
        <Button component={RouterLink} to={paths.courses} variant="contained">
          Explore Our Courses
        </Button>
      }
    >
      Courses you buy appear here, ready to watch whenever you like.
    </DashboardMessage>
  );
}
