import type { Components, Theme } from '@mui/material/styles';

export const inputs: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 8 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiButtonBase: {
    styleOverrides: {
      // A visible keyboard focus ring on every button, link-button and icon button.
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `3px solid ${theme.palette.secondary.light}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};
