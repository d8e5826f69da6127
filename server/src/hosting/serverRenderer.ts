import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { whenChanged } from './whenChanged';

/** What the server-rendering build (webpack.ssr.config.ts, dist-ssr/renderPage.js) exports. */
interface RenderModule {
  renderPage(
    url: string,
    services: { fetch: typeof fetch },
  ): Promise<{ html: string; styleTags: string; stateScript: string }>;
  rendersOnServer(pathname: string): boolean;
}

export type RenderedPage = Awaited<ReturnType<RenderModule['renderPage']>>;

/** Draws a visitor's public page as HTML; undefined when the page is drawn in the browser only. */
export type ServerRenderer = (url: string) => Promise<RenderedPage | undefined>;

/**
 * The CommonJS module in `file`, evaluated afresh from its text. Not through require(): its cache
 * is keyed by the file's real path (a build reached through a symbolic link would never be
 * reloaded) and cannot be emptied under Jest.
 */
function evaluateCommonJs(file: string): unknown {
  const factory = vm.compileFunction(
    fs.readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  );
  const module = { exports: {} as unknown };
  factory.call(
    module.exports,
    module.exports,
    createRequire(file),
    module,
    file,
    path.dirname(file),
  );
  return module.exports;
}

/**
 * The server-rendering build's module, loaded again when a new build replaces it (as index.html
 * is), so the markup always matches the scripts the page names. Undefined while there is none;
 * throws when the file cannot be read or evaluated (a build half written, a broken build), and
 * is tried again when the file changes.
 */
function renderModule(file: string): () => RenderModule | undefined {
  // Nothing of an older build is kept: its markup would not match the new build's scripts.
  return whenChanged<RenderModule | undefined>(
    file,
    (current) => evaluateCommonJs(current) as RenderModule,
    undefined,
  );
}

/** One API call a page was drawn from, and the answer's body. */
interface Call {
  url: string;
  body: string;
}

/**
 * The API answers a page is drawn from, asked of the server itself in-process (fastify.inject) as
 * a signed-out visitor: no cookie, no token, nothing of the visitor's request. Each call made is
 * recorded in `calls` with its answer.
 */
function inProcessFetch(fastify: FastifyInstance, calls: Call[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const url = `${pathname}${search}`;
    const answer = await fastify.inject({
      method: request.method as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    calls.push({ url, body: answer.body });
    const contentType = answer.headers['content-type'];
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: contentType ? { 'content-type': String(contentType) } : {},
    });
  };
}

const CACHED_PAGES = 100;

interface Drawn {
  calls: Call[];
  page: RenderedPage;
}

/**
 * Only addresses with no query or a bare catalogue page number are kept: any other query (a
 * search, a link's token) is drawn for its request and forgotten, so made-up queries cannot push
 * the real pages out and no token stays in memory.
 */
export function isKeptAddress(url: string): boolean {
  const query = url.split('?')[1];
  if (query === undefined || query === '') return true;
  return /^page=[1-9][0-9]{0,3}$/.test(query);
}

/**
 * Public pages drawn on the server from the build in `ssrDir`. A page the build does not draw, a
 * missing or broken build or a failed render gives undefined: the browser then draws the page itself, as
 * it always could.
 *
 * Drawing a page holds the event loop far longer than asking the API again (the catalogue is
 * cached). So a drawn page is kept with the answers it was drawn from and sent
 * again while the API still gives the same answers: never stale, drawn once per change.
 */
export function createServerRenderer(fastify: FastifyInstance, ssrDir: string): ServerRenderer {
  const load = renderModule(path.join(ssrDir, 'renderPage.js'));
  const drawn = new Map<string, Drawn>();
  let drawnBy: RenderModule | undefined;

  async function stillTrue(calls: Call[]): Promise<boolean> {
    const answers: Call[] = [];
    const fetchAgain = inProcessFetch(fastify, answers);
    await Promise.all(calls.map((call) => fetchAgain(`http://server${call.url}`)));
    return calls.every((call) => answers.some((a) => a.url === call.url && a.body === call.body));
  }

  async function draw(module: RenderModule, url: string): Promise<RenderedPage> {
    const calls: Call[] = [];
    const page = await module.renderPage(url, { fetch: inProcessFetch(fastify, calls) });
    if (!isKeptAddress(url)) return page;
    if (drawn.size >= CACHED_PAGES) drawn.delete(drawn.keys().next().value as string);
    drawn.set(url, { calls, page });
    return page;
  }

  return async (url) => {
    const pathname = url.split('?')[0] ?? '/';
    let module: RenderModule | undefined;
    try {
      module = load();
    } catch (error) {
      // Logged once per file: until it changes, pages are drawn in the browser.
      fastify.log.error(
        { err: error },
        'server-rendering build not loaded; the browser draws pages',
      );
      return undefined;
    }
    if (module !== drawnBy) {
      drawn.clear();
      drawnBy = module;
    }
    try {
      if (!module?.rendersOnServer(pathname)) return undefined;
      const kept = drawn.get(url);
      if (kept && (await stillTrue(kept.calls))) return kept.page;
      return await draw(module, url);
    } catch (error) {
      // The path only: a query may carry a sign-in token.
      fastify.log.warn(
        { err: error, pathname },
        'server render failed; the browser draws the page',
      );
      return undefined;
    }
  };
}
