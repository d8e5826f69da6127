import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A full-screen page of the room between sections (intro, end, takeover): centred, one column. */
export function RoomPage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id="exam-main"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        color: 'text.primary',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'flex-start', md: 'center' },
        p: { xs: 2, md: 4 },
      }}
    >
      <Box
        sx={{
          maxWidth: 720,
          width: '100%',
          bgcolor: 'background.paper',
          borderRadius: 2,
          p: { xs: 2.5, md: 4 },
          boxShadow: 1,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
