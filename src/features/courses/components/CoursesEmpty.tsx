import { CoursesMessage } from './CoursesMessage';
import { NO_COURSES_MESSAGE } from './coursesPageData';

export function CoursesEmpty() {
  return (
    <CoursesMessage image="/images/commerce/empty-shelf.svg">{NO_COURSES_MESSAGE}</CoursesMessage>
  );
}
