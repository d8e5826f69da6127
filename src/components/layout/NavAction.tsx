import ButtonBase from '@mui/material/ButtonBase';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NAV_ACTION_ICON_WIDTH, NAV_ACTION_LABELLED_WIDTH } from './navActionSizes';

interface NavActionProps {
  /** Shown under the icon where there is room, as a tooltip elsewhere; the accessible name. */
  label: string;
  icon: ReactNode;
  /** An accessible name that says more than the label (the cart's item count). */
  accessibleName?: string;
  /** The window width from which the label shows under the icon. */
  labelFrom?: Breakpoint;
  to?: string;
  onClick?: () => void;
}

// MUI's sx puts media queries before plain rules, so each rule below is either responsive in
// itself or lives in one media block.
const actionSx =
  (labelFrom: Breakpoint): SxProps<Theme> =>
  (theme) => ({
    position: 'relative',
    flexDirection: 'column',
    gap: '2px',
    minWidth: NAV_ACTION_ICON_WIDTH,
    width: { [labelFrom]: NAV_ACTION_LABELLED_WIDTH },
    height: { xs: 40, [labelFrom]: 52 },
    px: 1,
    borderRadius: 5,
    color: 'inherit',
    fontFamily: 'inherit',
    '&:hover': { bgcolor: 'color-mix(in srgb, currentColor 10%, transparent)' },
    '& .NavAction-label': {
      order: 1,
      display: { xs: 'none', [labelFrom]: 'block' },
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1.2,
      whiteSpace: 'nowrap',
    },
    '& .NavAction-tip': {
      display: 'none',
      position: 'absolute',
      top: 'calc(100% + 6px)',
      left: '50%',
      transform: 'translateX(-50%)',
      zIndex: theme.zIndex.tooltip,
      px: 1,
      py: 0.5,
      borderRadius: 1,
      bgcolor: 'grey.800',
      color: 'common.white',
      fontSize: '0.75rem',
      fontWeight: 500,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
    },
    // The last action of a row sits at the window's edge: its tip opens leftwards.
    '&:last-child .NavAction-tip': { left: 'auto', right: 0, transform: 'none' },
    // Without a visible label: the tip on hover (where there is a pointer) and on keyboard focus.
    [theme.breakpoints.down(labelFrom)]: {
      '@media (hover: hover)': { '&:hover .NavAction-tip': { display: 'block' } },
      '&.Mui-focusVisible .NavAction-tip': { display: 'block' },
    },
    // Escape hides the tip until the pointer or focus leaves (doubled to outweigh the rules above).
    '&&[data-tip-dismissed] .NavAction-tip': { display: 'none' },
  });

/**
 * An icon in the app bar that leads somewhere (`to`) or acts (`onClick`). Its label shows under
 * the icon from `labelFrom` up; narrower, the label is a tooltip on hover and keyboard focus,
 * which Escape dismisses. Either way the label (or `accessibleName`) is the accessible name.
 */
export function NavAction({
  label,
  icon,
  accessibleName = label,
  labelFrom = 'lg',
  to,
  onClick,
}: NavActionProps) {
  const [tipDismissed, setTipDismissed] = useState(false);
  const common = {
    'aria-label': accessibleName,
    'data-tip-dismissed': tipDismissed || undefined,
    onKeyDown: (event: KeyboardEvent) => event.key === 'Escape' && setTipDismissed(true),
    onBlur: () => setTipDismissed(false),
    onMouseLeave: () => setTipDismissed(false),
    onClick,
    sx: actionSx(labelFrom),
  };
  // The label comes first in the markup and shows under the icon (CSS order): read in that order,
  // "Cart 2" (the label, a space, the badge) stays part of the name "Cart, 2 items", as a name must
  // contain the visible words.
  const content = (
    <>
      <span className="NavAction-label" aria-hidden="true">
        {label}{' '}
      </span>
      {icon}
      <span className="NavAction-tip" aria-hidden="true">
        {label}
      </span>
    </>
  );
  return to ? (
    <ButtonBase component={RouterLink} to={to} {...common}>
      {content}
    </ButtonBase>
  ) : (
    <ButtonBase {...common}>{content}</ButtonBase>
  );
}
