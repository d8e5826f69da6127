'use client';

// Stands in for @mui/material/styles/ThemeProvider.mjs in the browser build (webpack.config.ts):
// MUI's ThemeProvider, without its CssVarsProvider branch (for themes built with CSS variables or
// colour schemes, which createTheme here refuses; see createTheme.mjs). For any other theme it does
// exactly what MUI's does.
import * as React from 'react';
import ThemeProviderNoVars from '../../../node_modules/@mui/material/styles/ThemeProviderNoVars.mjs';
import THEME_ID from '../../../node_modules/@mui/material/styles/identifier.mjs';
import { jsx as _jsx } from 'react/jsx-runtime';

export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error(
        'ThemeProvider: colour-scheme themes are left out of this build (see webpack.config.ts).',
      );
    }
    // As MUI's: a theme without CSS variables does not inherit an outer theme's `vars`.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return /*#__PURE__*/ _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
