/** Height of the site's app bars (the navbar and the dashboard's), sticky at the top. */
export const APP_BAR_HEIGHT = 64;
