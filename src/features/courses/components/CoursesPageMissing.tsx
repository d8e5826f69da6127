import Button from '@mui/material/Button';
import { CoursesMessage } from './CoursesMessage';

/** An address like ?page=99 past the last page: explain, and offer the first page. */
export function CoursesPageMissing({
  page,
  onFirstPage,
}: {
  page: number;
  onFirstPage: () => void;
}) {
  return (
    <CoursesMessage
      image="/images/commerce/empty-shelf.svg"
      action={
        <Button variant="contained" onClick={onFirstPage}>
          Go to the first page
        </Button>
      }
    >
      {`There is no page ${page} of courses.`}
    </CoursesMessage>
  );
}
