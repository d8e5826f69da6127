import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const NAME = 'EntryScriptLoaderPlugin';

/**
 * Loads the entry scripts, in order. A page the server drew (`data-server-rendered` on <html>)
 * is readable before any script runs: its scripts are asked for once it has loaded and its
 * pictures are decoded and painted (a browser may paint a loaded picture only frames later, after
 * the app's start had begun), or a second after its HTML was read at the latest, so downloading
 * and starting the app never holds back the first screen or its largest picture. Any other page
 * is blank until the app runs: its scripts are asked for at once. Each script element is added in
 * a task of its own (they still run in order): adding one takes the browser a few ms, and all four
 * at once made a task of 8-11 ms after a phone's first paint, long enough to count in
 * Lighthouse's blocking time.
 */
const loaderScript = (sources: string[]) =>
  `(()=>{const s=${JSON.stringify(sources)};let d=false,i=0;` +
  `const add=()=>{const e=document.createElement('script');e.src=s[i];e.async=false;document.head.appendChild(e);` +
  `if(++i<s.length)setTimeout(add,0)};const go=()=>{if(d)return;d=true;add()};` +
  `if(!document.documentElement.hasAttribute('data-server-rendered'))return go();` +
  `if(document.readyState==='complete')return go();` +
  `addEventListener('load',()=>Promise.all([...document.images].filter((m)=>m.complete).map((m)=>m.decode().catch(()=>0)))` +
  `.then(()=>requestAnimationFrame(()=>setTimeout(go,0))));` +
  `document.addEventListener('DOMContentLoaded',()=>setTimeout(go,1000))})()`;

/**
 * Replaces index.html's entry `<script defer>` tags with one small inline loader (loaderScript).
 * The server allows it by its hash in the content security policy, as it does the route
 * preload script.
 */
export class EntryScriptLoaderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const isEntry = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const sources = data.headTags.filter(isEntry).map((tag) => String(tag.attributes.src));
        if (sources.length === 0) return data;
        data.headTags = [
          ...data.headTags.filter((tag) => !isEntry(tag)),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, loaderScript(sources)),
        ];
        return data;
      });
    });
  }
}
