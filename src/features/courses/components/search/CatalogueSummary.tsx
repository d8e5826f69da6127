import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLEAR_FILTERS, courseCount } from './catalogueLabels';

interface CatalogueSummaryProps {
  total: number;
  /** Offered when a search or a filter narrows the catalogue. */
  onClear?: () => void;
}

/** '12 courses' (announced as it changes), and Clear filters when something narrows them. */
export function CatalogueSummary({ total, onClear }: CatalogueSummaryProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 36, mb: 2 }}
    >
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {courseCount(total)}
      </Typography>
      {onClear && (
        <Button size="small" onClick={onClear}>
          {CLEAR_FILTERS}
        </Button>
      )}
    </Stack>
  );
}
