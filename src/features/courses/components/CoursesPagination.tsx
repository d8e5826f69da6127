import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CoursesPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, 'Page X of Y', Next; the ends disable the button that would leave the range. */
export function CoursesPagination({ page, totalPages, onChange }: CoursesPaginationProps) {
  return (
    <Stack
      component="nav"
      aria-label="Course pages"
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'center', alignItems: 'center', mt: 5 }}
    >
      <Button
        variant="outlined"
        startIcon={<ChevronLeftIcon />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </Button>
      <Typography aria-live="polite" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {`Page ${page} of ${totalPages}`}
      </Typography>
      <Button
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Stack>
  );
}
