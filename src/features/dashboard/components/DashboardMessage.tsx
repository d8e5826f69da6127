import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DashboardMessageProps {
  image: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A centred picture, a title, a sentence and an action: the dashboard's empty and error states. */
export function DashboardMessage({ image, title, children, action }: DashboardMessageProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 520, mx: 'auto' }}>
      <Box component="img" src={image} alt="" width={160} height={120} sx={{ mb: 2 }} />
      <Typography variant="h5" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: action ? 3 : 0 }}>{children}</Typography>
      {action}
    </Box>
  );
}
