import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface PageSpinnerProps {
  label?: string;
  /** A full screen keeps a layout's footer below the fold, so the page arriving does not shift it. */
  minHeight?: string;
}

/** Shown while a route waits for its code or for the session to be known. */
export function PageSpinner({ label = 'Loading', minHeight = '50vh' }: PageSpinnerProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
