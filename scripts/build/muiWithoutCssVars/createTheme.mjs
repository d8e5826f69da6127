// Stands in for @mui/material/styles/createTheme.mjs in the browser build (webpack.config.ts): the
// app's theme has no `cssVariables` and no `colorSchemes`, for which MUI's createTheme returns
// createThemeNoVars(options) anyway. Leaving out the CSS-variables branch keeps createThemeWithVars
// and its helpers out of the bundle. A theme that asks for them fails the build's first render
// loudly rather than silently losing its variables.
import createThemeNoVars from '../../../node_modules/@mui/material/styles/createThemeNoVars.mjs';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error(
      'createTheme: CSS variables and colour schemes are left out of this build (see webpack.config.ts).',
    );
  }
  return createThemeNoVars(options, ...args);
}
