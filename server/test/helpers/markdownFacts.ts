// What a Markdown document states, read the way GitHub renders it, for the tests that keep the
// docs true (docsTruth.test.ts).

/** The text outside fenced code blocks: an example in a code block states nothing about the repo. */
export function prose(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .filter((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return false;
      }
      return !fenced;
    })
    .join('\n');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a document's headings give, a repeated heading numbered as GitHub numbers it. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The targets of a document's links to other files of the repository or to its own headings. */
export function localLinks(markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/**
 * The environment variables a document's tables name: the `NAME`s in the first cell of each row
 * (a cell may name several, as in `S3_BUCKET`, `S3_ACCESS_KEY_ID`).
 */
export function tableVariables(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const [, firstCell] of prose(markdown).matchAll(/^\|([^|\n]*)\|/gm)) {
    for (const [, name] of firstCell!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!);
  }
  return names;
}

/** The variables a source file reads: `env.NAME`, `env['NAME']` and names passed as text. */
export function variablesInSource(source: string): Set<string> {
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]*)\b/g,
    /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /'([A-Z][A-Z0-9_]*)'/g,
  ];
  const names = new Set<string>();
  for (const pattern of patterns) for (const [, name] of source.matchAll(pattern)) names.add(name!);
  return names;
}
