import { styled } from '@mui/material/styles';

/** The catalogue's responsive grid: one column on a phone, up to three on a desktop. */
export const CourseGridList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
}));
