import Typography from '@mui/material/Typography';

/** Where a course page's buy button goes, while staff preview a course not yet on sale. */
export function DraftPurchaseNote() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      The Add to cart button appears here once the course is published.
    </Typography>
  );
}
