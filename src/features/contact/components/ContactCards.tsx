import Stack from '@mui/material/Stack';
import { CONTACT_DETAILS } from '../data/contactDetails';
import { ContactCard } from './ContactCard';

export function ContactCards() {
  return (
    <Stack
      component="ul"
      aria-label="Ways to reach us"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {CONTACT_DETAILS.map((detail) => (
        <ContactCard key={detail.title} {...detail} />
      ))}
    </Stack>
  );
}
