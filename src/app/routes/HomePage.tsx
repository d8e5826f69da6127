import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Placeholder: replaced by the screen's real implementation.
export default function HomePage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1">Home</Typography>
    </Container>
  );
}
