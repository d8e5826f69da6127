import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BestSeller } from '@contract/types';

/** The five courses bought most in the last 30 days. */
export function BestSellers({ rows }: { rows: BestSeller[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="best-sellers" sx={{ p: 2 }}>
      <Typography id="best-sellers" variant="h6" component="h2">
        Best-selling courses (30 days)
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          No sales in the last 30 days.
        </Typography>
      ) : (
        <List dense>
          {rows.map((row) => (
            <ListItem key={row.courseId} disableGutters>
              <ListItemText
                primary={row.title}
                secondary={`${row.purchases} ${row.purchases === 1 ? 'purchase' : 'purchases'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
