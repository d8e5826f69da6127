import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled bullet list: what the course teaches, what it needs. */
export function CourseList({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {items.map((item) => (
          <Typography component="li" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
