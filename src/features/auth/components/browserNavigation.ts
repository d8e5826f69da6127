/** Full-page navigations that leave the single-page app, in one object so tests can watch them. */
export const browserNavigation = {
  assign: (url: string): void => window.location.assign(url),
};
