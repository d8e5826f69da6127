import type { Components, Theme } from '@mui/material/styles';

export const surfaces: Components<Theme> = {
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: 12, border: `1px solid ${theme.palette.divider}` }),
    },
  },
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
  MuiAppBar: { defaultProps: { elevation: 0 } },
  // MUI lets an alert's message scroll sideways; a long email address wraps instead.
  MuiAlert: { styleOverrides: { message: { overflowWrap: 'anywhere', minWidth: 0 } } },
};
