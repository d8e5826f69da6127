import { styled } from '@mui/material/styles';
import { GridList } from '@/components/GridList';

/** The catalogue's responsive grid: one column on a phone, up to three on a desktop. */
export const CourseGridList = styled(GridList)(({ theme }) => ({
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
}));
