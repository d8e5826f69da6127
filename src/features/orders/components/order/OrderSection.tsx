import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

interface OrderSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  /** The heading, for moving focus to it when what was focused went away. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One titled part of the order page (its h2 names the region). */
export function OrderSection({ id, title, children, headingRef }: OrderSectionProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-heading`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography
        ref={headingRef}
        id={`${id}-heading`}
        tabIndex={-1}
        variant="h5"
        component="h2"
        gutterBottom
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
