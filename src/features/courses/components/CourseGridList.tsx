import { styled } from '@mui/material/styles';
import { GridList } from '@/components/GridList';

/**
 * The catalogue's grid: one column on a phone, two from sm, three from md. Seven cards a page are
 * the featured first card across the row, then rows of three (or two): no card is left alone.
 */
export const CourseGridList = styled(GridList)(({ theme }) => ({
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));
