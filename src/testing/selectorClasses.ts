/**
 * The classes an element must have for `selector` to match it: those of the selector's last
 * compound (`.a .b.c:hover` needs b and c), outside any `:not(…)`, `:is(…)` or `[…]`. `undefined`
 * when it cannot be told simply (a list, escapes, quotes, no selector at all): the selector engine decides those alone.
 */
export function requiredClasses(selector: string | undefined): readonly string[] | undefined {
  // jsdom also asks about rules that have no selector (`@keyframes`, `@font-face`).
  if (typeof selector !== 'string') return undefined;
  let known = cache.get(selector);
  if (!cache.has(selector)) {
    known = read(selector);
    cache.set(selector, known);
  }
  return known;
}

const cache = new Map<string, readonly string[] | undefined>();
const COMBINATORS = new Set([' ', '\n', '\t', '>', '+', '~']);
const CLASS_NAME = /^[\w-]+/;

function read(selector: string): readonly string[] | undefined {
  if (/[\\"']/.test(selector)) return undefined;
  let depth = 0;
  let compoundStart = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && char === ',') return undefined;
    else if (depth === 0 && COMBINATORS.has(char)) compoundStart = i + 1;
  }
  const compound = selector.slice(compoundStart);
  const classes: string[] = [];
  depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const char = compound[i]!;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && char === '.') {
      const name = CLASS_NAME.exec(compound.slice(i + 1))?.[0];
      if (name) classes.push(name);
    }
  }
  return classes;
}
