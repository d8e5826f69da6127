import type { Components, Theme } from '@mui/material/styles';

export const navigation: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': {
          outline: `3px solid ${theme.palette.secondary.light}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};
