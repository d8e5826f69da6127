import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';

type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** Renders server HTML (course descriptions, article lessons) after sanitizeHtml has stripped anything active. */
export function SafeHtml({ html, sx, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...props}
      sx={[
        {
          '& p': { m: 0, mb: 1 },
          '& p:last-child': { mb: 0 },
          '& ul, & ol': { m: 0, mb: 1, pl: 3 },
          // Subheadings read as such, set apart from the paragraph that follows.
          '& h2, & h3': { m: 0, mt: 2.5, mb: 1, lineHeight: 1.3, fontWeight: 700 },
          '& h2': { fontSize: '1.25rem' },
          '& h3': { fontSize: '1.1rem' },
          '& > :first-child': { mt: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
