import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { courseHomePath, courseHomeUrl, courseSiteIsExternal } from '@/config/courseSite';
import { NEW_TAB_HINT_ID } from './dashboardData';

type WatchCourseButtonProps = Pick<ButtonProps, 'variant' | 'children'> & {
  courseId: string;
  /** The id of the course's title, which the link is for. */
  describedBy: string;
};

/**
 * The way into a bought course: the built-in learning area in the same tab, or an external course
 * site in a new tab (then with the new-tab icon and hint).
 */
export function WatchCourseButton({
  courseId,
  describedBy,
  variant,
  children,
}: WatchCourseButtonProps) {
  if (courseSiteIsExternal)
    return (
      <Button
        variant={variant}
        href={courseHomeUrl(courseId)}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
        aria-describedby={`${describedBy} ${NEW_TAB_HINT_ID}`}
      >
        {children}
      </Button>
    );
  return (
    <Button
      variant={variant}
      component={RouterLink}
      to={courseHomePath(courseId)}
      aria-describedby={describedBy}
    >
      {children}
    </Button>
  );
}
