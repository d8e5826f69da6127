import Button from '@mui/material/Button';
import { CoursesMessage } from '../CoursesMessage';
import { CLEAR_FILTERS, noMatchMessage } from './catalogueLabels';

interface CoursesNoMatchProps {
  search: string | undefined;
  filtered: boolean;
  onClear: () => void;
}

/** A search or filters that leave no course: say so, and offer the whole catalogue again. */
export function CoursesNoMatch({ search, filtered, onClear }: CoursesNoMatchProps) {
  return (
    <div role="status">
      <CoursesMessage
        image="/images/commerce/empty-shelf.svg"
        action={
          <Button variant="contained" onClick={onClear}>
            {CLEAR_FILTERS}
          </Button>
        }
      >
        {noMatchMessage(search, filtered)}
      </CoursesMessage>
    </div>
  );
}
