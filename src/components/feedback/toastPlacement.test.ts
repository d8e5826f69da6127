import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { toastPlacementStyles, TOASTS_TOP_CENTRE, TOASTS_TOP_RIGHT } from './toastPlacement';
import { BOTTOM_BAR_CLASS, BOTTOM_BAR_ROOM, CART_DRAWER_CLASS } from './toastRoom';

// jsdom lays nothing out: these check the rules the browser applies (the screenshots at 390 px
// show them at work).
const PHONE = '@media (max-width: 599.95px)';
const right = `.notistack-SnackbarContainer.${TOASTS_TOP_RIGHT}`;
const centre = `.notistack-SnackbarContainer.${TOASTS_TOP_CENTRE}`;
const phone = toastPlacementStyles[PHONE] as Record<string, Record<string, unknown>>;

describe('where the toasts go', () => {
  it('starts under the app bar on wider screens', () => {
    expect(toastPlacementStyles[`${right}, ${centre}`]).toEqual({ top: APP_BAR_HEIGHT + 8 });
  });

  it('sits at the foot of a phone’s screen, clear of the headings and messages under the app bar', () => {
    expect(phone[`${right}, ${centre}`]).toEqual({
      top: 'auto',
      bottom: 'calc(8px + env(safe-area-inset-bottom))',
    });
  });

  it('sits above the course page’s buy bar on a phone, and one corner above the other', () => {
    const bar = `body:has(.${BOTTOM_BAR_CLASS})`;
    expect(phone[`${bar} ${right}, ${bar} ${centre}`]).toEqual({
      bottom: `calc(${BOTTOM_BAR_ROOM + 8}px + env(safe-area-inset-bottom))`,
    });
    expect(phone[`body:has(${centre} > *) ${right}`]).toEqual({
      bottom: 'calc(72px + env(safe-area-inset-bottom))',
    });
  });

  it('goes to the top over the open cart drawer on a phone, whose foot holds the checkout button', () => {
    expect(phone[`body:has(.${CART_DRAWER_CLASS}) ${right}`]).toEqual({
      top: 8,
      bottom: 'auto',
    });
  });
});
