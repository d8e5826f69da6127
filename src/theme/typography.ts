import type { TypographyVariantsOptions } from '@mui/material/styles';

// System fonts: nothing to download, nothing blocking the first paint.
export const typography: TypographyVariantsOptions = {
  fontFamily:
    '"Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '2.75rem', fontWeight: 800, lineHeight: 1.15 },
  h2: { fontSize: '2.1rem', fontWeight: 800, lineHeight: 1.2 },
  h3: { fontSize: '1.6rem', fontWeight: 700 },
  h4: { fontSize: '1.3rem', fontWeight: 700 },
  h5: { fontSize: '1.1rem', fontWeight: 700 },
  h6: { fontSize: '1rem', fontWeight: 700 },
  button: { textTransform: 'none', fontWeight: 600 },
};
