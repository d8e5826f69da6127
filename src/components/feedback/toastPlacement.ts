import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import {
  BOTTOM_BAR_CLASS,
  BOTTOM_BAR_ROOM,
  CART_DRAWER_CLASS,
  CART_DRAWER_WIDTH,
} from './toastRoom';

export const TOASTS_TOP_RIGHT = 'toasts-top-right';
export const TOASTS_TOP_CENTRE = 'toasts-top-centre';

/** A toast's height with the gap under it (one line of text in notistack's default layout). */
const TOAST_ROOM = 64;
const GAP = 8;
const PHONE = '@media (max-width: 599.95px)';

const right = `.notistack-SnackbarContainer.${TOASTS_TOP_RIGHT}`;
const centre = `.notistack-SnackbarContainer.${TOASTS_TOP_CENTRE}`;
const drawerOpen = `body:has(.${CART_DRAWER_CLASS})`;
const rightShowing = `body:has(${right} > *)`;
const centreShowing = `body:has(${centre} > *)`;
const bottomBar = `body:has(.${BOTTOM_BAR_CLASS})`;
/** Above the foot of the screen, clear of a phone's home indicator. */
const foot = (room: number) => `calc(${room + GAP}px + env(safe-area-inset-bottom))`;

/**
 * Where the toasts go so they never cover what they are about. On wider screens they keep their
 * corners (top right for the courses and cart, top centre for the account, profile and contact),
 * starting under the sticky app bar so they never cover the navigation, and beside the open cart
 * drawer they sit to its left.
 * On a phone both corners span the width, and under the app bar is where every page puts its
 * heading and first message (the checkout heading, the contact form's confirmation), so:
 * - they sit at the foot of the screen, above a bar fixed there (the course page's buy bar);
 * - a top-right toast shown with a top-centre one goes above it instead of on top of it;
 * - over the open cart drawer, whose foot holds the total and the checkout button, they sit at
 *   the top of the screen while the drawer's content moves down to make room, so its first item
 *   and its delete button stay uncovered.
 */
export const toastPlacementStyles = {
  [`${right}, ${centre}`]: { top: APP_BAR_HEIGHT + GAP },
  [PHONE]: {
    [`${right}, ${centre}`]: { top: 'auto', bottom: foot(0) },
    [`${centreShowing} ${right}`]: { bottom: foot(TOAST_ROOM) },
    [`${bottomBar} ${right}, ${bottomBar} ${centre}`]: { bottom: foot(BOTTOM_BAR_ROOM) },
    [`${bottomBar}${centreShowing} ${right}`]: { bottom: foot(BOTTOM_BAR_ROOM + TOAST_ROOM) },
    [`${drawerOpen} ${right}`]: { top: GAP, bottom: 'auto' },
    [`${rightShowing} .${CART_DRAWER_CLASS}`]: { paddingTop: TOAST_ROOM + GAP },
  },
  [`${drawerOpen} ${right}`]: { right: CART_DRAWER_WIDTH + 16 },
  [`.${CART_DRAWER_CLASS}`]: { transition: 'padding-top 150ms ease-out' },
};
