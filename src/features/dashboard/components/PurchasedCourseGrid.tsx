import { styled } from '@mui/material/styles';

/** The dashboard's card grid: one column on a phone, up to four on a desktop. */
export const PurchasedCourseGrid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
}));
