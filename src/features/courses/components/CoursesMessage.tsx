import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CoursesMessageProps {
  image: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A centred picture, a sentence and an optional action: the catalogue's empty and error states. */
export function CoursesMessage({ image, children, action }: CoursesMessageProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 520, mx: 'auto' }}>
      <Box component="img" src={image} alt="" width={160} height={120} sx={{ mb: 2 }} />
      <Typography variant="h6" component="p" sx={{ mb: action ? 2 : 0 }}>
        {children}
      </Typography>
      {action}
    </Box>
  );
}
