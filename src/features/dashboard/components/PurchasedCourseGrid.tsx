import { styled } from '@mui/material/styles';
import { GridList } from '@/components/GridList';

/** The dashboard's card grid: one column on a phone, up to four on a desktop. */
export const PurchasedCourseGrid = styled(GridList)(({ theme }) => ({
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
}));
