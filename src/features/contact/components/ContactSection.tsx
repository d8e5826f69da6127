import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactCards } from './ContactCards';
import { ContactForm } from './ContactForm';

/** The form beside the ways to reach the academy directly. */
export function ContactSection() {
  return (
    <Box sx={{ py: { xs: 6, md: 10 } }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="section"
          aria-labelledby="contact-form-heading"
          variant="outlined"
          sx={{ p: { xs: 3, md: 5 }, borderRadius: 4 }}
        >
          <Typography id="contact-form-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 1 }}>
            Send us a message
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>
            Questions about a test, a course, group bookings or your account? We usually reply
            within one working day.
          </Typography>
          <ContactForm />
        </Paper>
        <Box component="section" aria-labelledby="contact-details-heading">
          <Typography id="contact-details-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 3 }}>
            Reach us directly
          </Typography>
          <ContactCards />
        </Box>
      </Container>
    </Box>
  );
}
