import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import { createNavigationService } from '@/app/navigation';
import { preloadRoute } from '@/app/preloadRoute';
import { RouterNavigationBridge } from '@/app/RouterNavigationBridge';
import { routes } from '@/app/routes';
import { paths, SITE_PAGES } from '@/config/paths';
import { api } from '@/store/api/api';
import { SERVER_STATE_ID } from '@/store/api/serverState';
import { COURSE_KEY } from '@contract/constants';
import { setupStore } from '@/store/store';

/** What the server hands the renderer: how to reach its own API, in-process. */
export interface ServerRenderServices {
  fetch: typeof fetch;
}

/**
 * How long a page's API call may take on the server: the page is on hold meanwhile, and the
 * browser can always draw it instead.
 */
const RENDER_API_TIMEOUT_MS = 5_000;

/** A page drawn on the server, in three parts for index.html. */
export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** Emotion's `<style>` tags of exactly the styles the markup uses, for the head. */
  styleTags: string;
  /** The API answers the page was drawn from, as a JSON script the browser's store takes back. */
  stateScript: string;
}

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The public pages a visitor may land on, drawn on the server; the rest only in the browser. Not
 * the contact page: its form, sent before the app has started, would go as a plain GET with the
 * message in the address.
 */
const SERVER_RENDERED = new Set(SITE_PAGES.filter((page) => page !== paths.contact));
const COURSE_PAGE_PREFIX = `${paths.courses}/`;

export const rendersOnServer = (pathname: string): boolean =>
  SERVER_RENDERED.has(pathname) ||
  (pathname.startsWith(COURSE_PAGE_PREFIX) &&
    COURSE_KEY.test(pathname.slice(COURSE_PAGE_PREFIX.length)));

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/** JSON that cannot close its script element or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * An empty style tag naming the styles the render worked out that no element of the markup uses:
 * a styled component around another one (MUI's Button around its ButtonBase) works out a class
 * of its own and hands it down, where it is merged into the inner one's. Hydrating, the browser's
 * Emotion would work each of them out again (stylis) and insert it, to no use, in the page's
 * first long tasks; its cache takes the ids named in a server's style tag as inserted already.
 */
function composedStylesTag(cache: EmotionCache, html: string): string {
  // Read from the markup as Emotion's server reads it.
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  const used = new Set(Array.from(html.matchAll(pattern), (match) => match[1]));
  const composed = Object.keys(cache.inserted).filter(
    (id) => !used.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return composed.length > 0
    ? `<style data-emotion="${cache.key} ${composed.join(' ')}"></style>`
    : '';
}

/**
 * Draws a signed-out visitor's page for `url` the way the browser's first render will: the same
 * providers and routes (src/app/App.tsx, with a static router), the route's code and API answers
 * awaited first. The browser hydrates it (src/main.tsx), so the two trees must stay the same.
 */
export async function renderPage(
  url: string,
  services: ServerRenderServices,
): Promise<RenderedPage> {
  const navigation = createNavigationService();
  const store = setupStore(undefined, {
    navigate: navigation.navigate,
    fetch: services.fetch,
    apiTimeoutMs: RENDER_API_TIMEOUT_MS,
  });
  const [pathname = '/', search = ''] = url.split(/(?=\?)/);
  await preloadRoute(routes, { pathname, search }, store.dispatch);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const cache = createCache({ key: 'css' });
  // Made before the render: it tells the cache to collect the styles rather than write them inline.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProviders store={store} waitForSession={false}>
          <StaticRouter location={url}>
            <RouterNavigationBridge navigation={navigation} />
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    </CacheProvider>,
    // Every boundary written in place: a larger one would be sent apart and moved in by an inline
    // script, which the site's content security policy does not allow.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  // A part that failed would be left for the browser to draw, with an error in its console: the
  // whole page is then the browser's to draw.
  if (errors.length > 0) throw errors[0];
  // React puts a preload of every picture first; the page's head already preloads the first
  // screen's, with the media they show at (a phone must not fetch the desktop hero).
  const html = (await collect(prelude)).replace(LEADING_PRELOADS, '');
  const styleTags =
    constructStyleTagsFromChunks(extractCriticalToChunks(html)) + composedStylesTag(cache, html);
  const state = { [api.reducerPath]: store.getState()[api.reducerPath] };
  // The store is done with: its cache timers would otherwise hold it in memory for a minute.
  store.dispatch(api.util.resetApiState());
  return {
    html,
    styleTags,
    stateScript: `<script id="${SERVER_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`,
  };
}
