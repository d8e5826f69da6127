import { courseExcerpt, courseHighlights } from '@/features/courses/model/courseExcerpt';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { parseHtmlBody as serverParseHtmlBody } from './serverParseHtml';
import { sanitizeHtml as serverSanitizeHtml } from './serverSanitizeHtml';

jest.mock('@/lib/parseHtml', () => {
  const actual: typeof import('@/lib/parseHtml') = jest.requireActual('@/lib/parseHtml');
  // Which parser courseExcerpt uses in a test: the browser's (default) or the server's.
  const use = { server: false };
  return {
    use,
    parseHtmlBody: (html: string) =>
      use.server
        ? (
            jest.requireActual('./serverParseHtml') as typeof import('./serverParseHtml')
          ).parseHtmlBody(html)
        : actual.parseHtmlBody(html),
  };
});
const parser = (jest.requireMock('@/lib/parseHtml') as { use: { server: boolean } }).use;

// Descriptions as staff write them in the console, and what an attacker might try.
const DESCRIPTIONS = [
  '<p>Prepare for IELTS Academic with <strong>40 lessons</strong>. Mock tests included.</p><ul><li>Reading strategies</li><li>Writing Task 1 &amp; 2</li></ul>',
  '<p>Line one<br>line two</p><p>Second paragraph with a <a href="https://example.com/x?a=1&amp;b=2">link</a>.</p>',
  '<h2>Heading</h2><p>Text after a heading, with <em>emphasis</em> and <code>code</code>.</p>',
  '<p><a href="javascript:alert(1)">bad link</a> <a href="mailto:help@vaani.example">mail</a></p>',
  '<p onclick="alert(1)">Handler</p><script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style>',
  '<blockquote><p>“Quoted” — with ₹4,999 and हिन्दी</p></blockquote><ol><li>One</li><li>Two</li></ol>',
  'Plain text, no tags at all. Another sentence here!',
];

describe('the server twins of the HTML modules give the browser’s results (so hydration finds the same page)', () => {
  it.each(DESCRIPTIONS)('sanitises %s as DOMPurify does', (html) => {
    expect(serverSanitizeHtml(html)).toBe(sanitizeHtml(html));
  });

  it('drops script, handlers and javascript: links on the server too', () => {
    const drawn = DESCRIPTIONS.slice(3, 5).map(serverSanitizeHtml).join('');
    expect(drawn).not.toMatch(/script|onclick|onerror|javascript:|<img|<style/i);
    expect(drawn).toContain(
      '<a href="mailto:help@vaani.example" target="_blank" rel="noopener noreferrer">',
    );
  });

  it.each(DESCRIPTIONS)('cuts the same card excerpt and highlights from %s', (html) => {
    parser.server = false;
    const browser = [courseExcerpt(html), courseExcerpt(html, 220), courseHighlights(html, 3)];
    parser.server = true;
    try {
      expect([courseExcerpt(html), courseExcerpt(html, 220), courseHighlights(html, 3)]).toEqual(
        browser,
      );
    } finally {
      parser.server = false;
    }
  });

  it('parses into an inert body on the server', () => {
    const body = serverParseHtmlBody('<p>a<br>b</p><script>globalThis.ran = true</script>');
    expect(body.querySelector('p')?.textContent).toBe('ab');
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });
});
