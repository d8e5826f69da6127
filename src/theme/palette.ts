import type { PaletteOptions } from '@mui/material/styles';

// The academy's colours. Every text/background pair used here meets WCAG AA (4.5:1).
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#1f3a93', dark: '#142766', light: '#4f68c2', contrastText: '#ffffff' },
  secondary: { main: '#b45309', dark: '#8a3f06', light: '#f59e0b', contrastText: '#ffffff' },
  success: { main: '#2e7d32' },
  error: { main: '#c62828' },
  warning: { main: '#b45309' },
  background: { default: '#f7f8fc', paper: '#ffffff' },
  text: { primary: '#1b1f2e', secondary: '#4a5068' },
};
