import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';

/** The id of every layout's main region, the skip link's target. */
export const MAIN_ID = 'main';

const HiddenUntilFocused = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  left: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.common.white,
  color: theme.palette.primary.dark,
  fontWeight: 700,
  boxShadow: theme.shadows[4],
  transform: 'translateY(-200%)',
  '&:focus': {
    transform: 'none',
    outline: `3px solid ${theme.palette.secondary.light}`,
    outlineOffset: 2,
  },
}));

/**
 * Moves focus to the main region (made focusable by tabIndex -1 there) without putting "#main"
 * into the address, where the router would take it for a page anchor.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** "Skip to content": the first thing a keyboard reaches on every page, shown when focused. */
export function SkipLink() {
  return (
    <HiddenUntilFocused href={`#${MAIN_ID}`} onClick={skipToMain}>
      Skip to content
    </HiddenUntilFocused>
  );
}
