import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** A small decorative picture above the title (public/images/account/*.svg). */
  illustration?: string;
  children: ReactNode;
}

/** The card every account screen sits in: one h1, a line of guidance, then the content. */
export function AuthCard({ title, subtitle, illustration, children }: AuthCardProps) {
  return (
    <Paper component="section" aria-labelledby="auth-card-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
      {illustration && (
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <img src={illustration} alt="" width={88} height={88} />
        </Box>
      )}
      <Typography
        id="auth-card-title"
        variant="h3"
        component="h1"
        sx={{ textAlign: 'center', mb: 1 }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
