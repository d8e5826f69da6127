import { styled } from '@mui/material/styles';

/** A list laid out as a CSS grid, without bullets or indents; columns and gap come from `sx`. */
export const GridList = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
});
