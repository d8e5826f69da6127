import { API_TIMEOUT_MS } from '@/config/env';

// Side effects the store performs outside Redux, and how it reaches the API. The browser versions
// are the defaults; tests, the router and the server's page renderer (src/ssr/renderPage.tsx)
// pass their own to setupStore, and thunks and the base query reach them as `extra`.
export interface NavigateOptions {
  replace?: boolean;
  /** Render the new route before anything else happens (the router's flushSync option). */
  flushSync?: boolean;
}

export interface AppServices {
  /** May resolve once the new route is showing (the router's navigate does). */
  navigate: (to: string, options?: NavigateOptions) => void | Promise<void>;
  alert: (message: string) => void;
  /**
   * Sends the API calls: the browser's fetch, or, when the server draws a page, its in-process
   * one (only the path and query of the address are used there).
   */
  fetch: typeof fetch;
  /** How long an API call may take before it fails with a timeout. */
  apiTimeoutMs: number;
  /** Saves a file the app fetched with the learner's token (a score report's PDF). */
  saveFile: (file: Blob, fileName: string) => void;
}

export const browserServices: AppServices = {
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  alert: (message) => window.alert(message),
  // Looked up at each call, so whatever fetch is installed then (a test's mock server) is used.
  fetch: (input, init) => fetch(input, init),
  apiTimeoutMs: API_TIMEOUT_MS,
  // Its code loads when a file is first saved, not with every first visit.
  saveFile: (file, fileName) =>
    void import(/* webpackChunkName: "save-file" */ '@/lib/saveFile').then((module) =>
      module.saveFile(file, fileName),
    ),
};
