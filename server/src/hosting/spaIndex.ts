import fs from 'node:fs';
import path from 'node:path';
import { whenChanged } from './whenChanged';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;

/**
 * The SPA's index.html, read again when the file changes (a build made while the server runs is
 * served at once); undefined while there is none.
 */
export function spaIndexTemplate(spaDir: string): () => string | undefined {
  return whenChanged<string | undefined>(
    path.join(spaDir, 'index.html'),
    (index) => fs.readFileSync(index, 'utf8'),
    undefined,
  );
}

/**
 * The page with its own head: the template's title and description are replaced by `headTags`
 * (in the title's place, early in the head, so crawlers that read only the start find them).
 */
export function withHead(template: string, headTags: string): string {
  const html = template.replace(DESCRIPTION, '');
  if (TITLE.test(html)) return html.replace(TITLE, () => headTags);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${headTags}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${headTags}`);
}

/** A page drawn on the server: its markup, its styles and the API answers it was drawn from. */
export interface ServerDrawnPage {
  html: string;
  styleTags: string;
  stateScript: string;
}

/**
 * Without scripts a server-drawn page is read as it came: the template's "needs JavaScript"
 * notice would be untrue, and the room kept for the parts drawn as the reader scrolls
 * (src/components/layout/RenderNearViewport.tsx, marked data-below-fold) would stay a blank band
 * the height of several screens. Only a browser that runs no scripts applies the style.
 */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;
const WITHOUT_SCRIPTS =
  '<noscript><style>[data-below-fold]{min-height:0!important}</style></noscript>';

/**
 * The page with its server-drawn first screen: the markup in the root element, the styles at the
 * end of the head, the answers after the root, and `data-server-rendered` on <html> (the preload
 * script then leaves the API calls alone).
 */
export function withServerDrawnPage(page: string, drawn: ServerDrawnPage): string {
  return page
    .replace(/<html\b/i, '<html data-server-rendered')
    .replace(NOSCRIPT, '')
    .replace(/<\/head>/i, () => `${drawn.styleTags}${WITHOUT_SCRIPTS}</head>`)
    .replace(
      /<div id="?root"?><\/div>/i,
      () => `<div id="root">${drawn.html}</div>${drawn.stateScript}`,
    );
}
