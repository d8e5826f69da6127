// Side effects the store performs outside Redux. The browser versions are the defaults; tests and
// the router pass their own to setupStore, and thunks and the base query reach them as `extra`.
export interface NavigateOptions {
  replace?: boolean;
  /** Render the new route before anything else happens (the router's flushSync option). */
  flushSync?: boolean;
}

export interface AppServices {
  /** May resolve once the new route is showing (the router's navigate does). */
  navigate: (to: string, options?: NavigateOptions) => void | Promise<void>;
  alert: (message: string) => void;
}

export const browserServices: AppServices = {
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  alert: (message) => window.alert(message),
};
