import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled list of menu rows; the title names the list for screen readers. */
export function MenuGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <Typography
        id={id}
        component="h2"
        variant="overline"
        sx={{ display: 'block', px: 3, pt: 2, color: 'text.secondary', lineHeight: 2 }}
      >
        {title}
      </Typography>
      <List dense aria-labelledby={id} sx={{ pt: 0 }}>
        {children}
      </List>
    </>
  );
}
