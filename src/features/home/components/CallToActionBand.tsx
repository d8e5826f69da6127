import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface CallToActionBandProps {
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** A closing band that sends the visitor on to the next step. */
export function CallToActionBand({ title, text, action }: CallToActionBandProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 6 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 4,
            px: { xs: 3, md: 6 },
            py: { xs: 4, md: 5 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 3,
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            color: 'common.white',
            background: 'linear-gradient(120deg, #142766 0%, #1f3a93 70%, #2c4aa8 100%)',
          }}
        >
          <Box>
            <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {title}
            </Typography>
            <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.88)', maxWidth: 640 }}>
              {text}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={action.to}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ArrowForwardIcon />}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            {action.label}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
