import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import type { RoutePreload } from '../../src/app/routePreloads';

const NAME = 'RoutePreloadPlugin';

interface Options {
  routes: RoutePreload[];
  /** Where the preloaded pictures live, to catch a misspelt one at build time. */
  publicDir: string;
  /** The SPA's API base (API_BASE_URL), which the `data` paths are under. */
  apiBase: string;
}

/** [href, as, media?]: one <link rel="preload">. */
type Link = [string, 'script' | 'style' | 'image' | 'fetch', string?];

/** A route path as a case-insensitive pattern over location.pathname, as React Router matches. */
export function pathPattern(routePath: string): string {
  if (routePath === '*') return '';
  const body = routePath
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${body}/?$`;
}

/**
 * Runs in the page before any script: preloads what the current route needs. API calls go with
 * credentials, as the app's own fetch does, so the browser hands the preloaded answer to it. An
 * address with parameters besides `page` (the catalogue's search and filters) asks for another
 * call than the one listed, so its API calls are left to the app. A page the server drew
 * (`data-server-rendered` on <html>) carries its API answers already, and its route's code is
 * asked for with its entry scripts, once it has loaded (EntryScriptLoaderPlugin): before, it
 * shared the line with the first screen's largest picture.
 */
const preloadScript = (table: [string, Link[]][]) =>
  `(()=>{const p=location.pathname,s=new URLSearchParams(location.search),n=Number(s.get('page')),` +
  `page=Number.isInteger(n)&&n>=1?n:1,drawn=document.documentElement.hasAttribute('data-server-rendered'),` +
  `plain=[...s.keys()].every(k=>k==='page')&&!drawn,later=[];` +
  `for(const[r,links]of ${JSON.stringify(table)}){` +
  `if(!new RegExp(r,'i').test(p))continue;for(const[href,as,media]of links){if(as==='fetch'&&!plain)continue;` +
  `const l=document.createElement('link');l.rel='preload';l.href=href.replace('{page}',page);` +
  `l.as=as;if(as==='fetch')l.crossOrigin='use-credentials';if(media)l.media=media;` +
  `if(drawn&&as!=='image')later.push(l);else document.head.appendChild(l)}break}` +
  `if(!later.length)return;let d=false;const go=()=>{if(d)return;d=true;for(const l of later)document.head.appendChild(l)};` +
  `addEventListener('load',go);document.addEventListener('DOMContentLoaded',()=>setTimeout(go,1000))})()`;

/**
 * Puts a small inline script into index.html that preloads the current route's lazy chunks and
 * first pictures in parallel with the entry chunks, instead of after they have run. The server
 * allows it by its hash in the content security policy.
 */
export class RoutePreloadPlugin {
  constructor(private readonly options: Options) {}

  private get apiBase(): string {
    return this.options.apiBase.replace(/\/+$/, '');
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const script = preloadScript(this.table(compilation));
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script));
        return data;
      });
    });
  }

  private table(compilation: Compilation): [string, Link[]][] {
    const publicPath = String(compilation.outputOptions.publicPath ?? '/');
    const entryFiles = new Set(
      [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()),
    );
    const filesOf = (chunkName: string): string[] => {
      const group = compilation.namedChunkGroups.get(chunkName);
      if (!group) {
        throw new Error(`${NAME}: no chunk named "${chunkName}" (see src/app/routeTable.ts).`);
      }
      return group.getFiles().filter((file) => !entryFiles.has(file) && !file.endsWith('.map'));
    };
    return this.options.routes.map((route) => {
      const files = [...new Set(route.chunks.flatMap(filesOf))];
      const code: Link[] = files
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => [`${publicPath}${file}`, file.endsWith('.css') ? 'style' : 'script']);
      const images: Link[] = (route.images ?? []).map(({ href, media }) => {
        if (!fs.existsSync(path.join(this.options.publicDir, href))) {
          throw new Error(`${NAME}: ${href} (for ${route.path}) is not in public/.`);
        }
        return media ? [href, 'image', media] : [href, 'image'];
      });
      const data: Link[] = (route.data ?? []).map((call) => [`${this.apiBase}${call}`, 'fetch']);
      return [pathPattern(route.path), [...code, ...data, ...images]];
    });
  }
}
