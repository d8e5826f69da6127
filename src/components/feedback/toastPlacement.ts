import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';

/** The class of the cart drawer's panel: while it is open, the corner toasts make room for it. */
export const CART_DRAWER_CLASS = 'cart-drawer';
/** The cart drawer's width beside the page (on a phone it fills the screen). */
export const CART_DRAWER_WIDTH = 420;

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

/**
 * Where the toasts go so they never cover what they are about. They keep their corners (top right
 * for the courses and cart, top centre for the account, profile and contact) and:
 * - start under the sticky app bar, so they never cover the navigation;
 * - on a phone, where both corners span the width, a top-right toast shown with a top-centre one
 *   goes under it instead of on top of it;
 * - beside the open cart drawer, sit to its left; over the drawer on a phone, sit at the top of
 *   the screen while the drawer's content moves down to make room, so its first item and its
 *   delete button stay uncovered.
 */
export const toastPlacementStyles = {
  [`${right}, ${centre}`]: { top: APP_BAR_HEIGHT + GAP },
  [PHONE]: {
    [`body:has(${centre} > *) ${right}`]: { top: APP_BAR_HEIGHT + GAP + TOAST_ROOM },
    [`${drawerOpen} ${right}`]: { top: GAP },
    [`${rightShowing} .${CART_DRAWER_CLASS}`]: { paddingTop: TOAST_ROOM + GAP },
  },
  [`${drawerOpen} ${right}`]: { right: CART_DRAWER_WIDTH + 16 },
  [`.${CART_DRAWER_CLASS}`]: { transition: 'padding-top 150ms ease-out' },
};
