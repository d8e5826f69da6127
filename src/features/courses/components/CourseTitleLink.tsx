import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A catalogue card's title link: MUI Link's look as the theme sets it (the heading's font and
 * colour, underlined on hover, the site's focus ring) without MUI Link's code on the
 * catalogue's first load.
 */
export const CourseTitleLink = styled(RouterLink)(({ theme }) => ({
  margin: 0,
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.light}`, outlineOffset: 2 },
}));
