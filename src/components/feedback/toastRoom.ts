// What the toasts make room for (toastPlacement.ts): the classes and sizes the cart drawer and
// the course page's buy bar carry. Apart from the placement's styles, which only the toasts' own
// code (a lazy chunk) needs, so the pages that show those bars do not carry them.

/** The class of the cart drawer's panel: while it is open, the corner toasts make room for it. */
export const CART_DRAWER_CLASS = 'cart-drawer';
/** The cart drawer's width beside the page (on a phone it fills the screen). */
export const CART_DRAWER_WIDTH = 420;

/**
 * The class of a bar fixed at the foot of a phone's screen (the course page's buy bar): the toasts
 * there sit above it. `BOTTOM_BAR_ROOM` is its height.
 */
export const BOTTOM_BAR_CLASS = 'bottom-bar';
export const BOTTOM_BAR_ROOM = 88;
