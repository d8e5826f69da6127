import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps simple formatting', () => {
    const html =
      '<p>Learn <strong>fast</strong> and <em>well</em></p><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an image with onerror', '<p>Hi<img src="x" onerror="alert(1)"></p>', '<p>Hi</p>'],
    ['an inline handler', '<p onclick="alert(1)" onmouseover="steal()">Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['inline styles', '<p style="position:fixed;inset:0">Hi</p>', '<p>Hi</p>'],
    ['a style sheet', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    [
      'an svg with onload',
      '<svg onload="alert(1)"><circle r="4"></circle></svg><p>Hi</p>',
      '<p>Hi</p>',
    ],
    [
      'a form',
      '<form action="https://evil.example"><input name="card"></form><p>Hi</p>',
      '<p>Hi</p>',
    ],
  ])('removes %s', (_name, hostile, safe) => {
    expect(sanitizeHtml(hostile)).toBe(safe);
  });

  it('keeps the text of headings and other dropped wrappers', () => {
    expect(sanitizeHtml('<h1>Big</h1><div><p>Body</p></div>')).toBe('Big<p>Body</p>');
  });

  it('keeps the subheadings of an article, so they do not run into the next paragraph', () => {
    const html = '<h2>Part one</h2><p>Intro</p><h3>Task 1</h3><p>Describe the chart.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
  });

  it('opens safe links in a new tab without giving it the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('defuses mutation tricks that hide markup in attributes', () => {
    const out = sanitizeHtml(
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
    );
    expect(out).not.toMatch(/<img|onerror/i);
  });

  it('returns an empty string for missing input', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
