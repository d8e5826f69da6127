// Side effects the store performs outside Redux. The browser versions are the defaults; tests and
// the router pass their own to setupStore, and thunks and the base query reach them as `extra`.
export interface NavigateOptions {
  replace?: boolean;
}

export interface AppServices {
  navigate: (to: string, options?: NavigateOptions) => void;
  alert: (message: string) => void;
}

export const browserServices: AppServices = {
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  alert: (message) => window.alert(message),
};
