import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A footer text link (MUI Link's look: body2, underlined on hover, the site's focus ring) without
 * MUI Link's code on every first visit. At least 24 px tall: a touch target even when wrapped.
 */
export const FooterLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.light}`, outlineOffset: 2 },
}));
