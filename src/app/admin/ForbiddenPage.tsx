import HomeIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const STAFF_ONLY_TEXT = 'This page is for academy staff.';

interface ForbiddenPageProps {
  /** Who the page is for. */
  text?: string;
  /** Inside the console's frame (which has the page's main landmark), a section of it. */
  inConsole?: boolean;
}

/**
 * What an account sees at a console address that is not for its role (the server answers 403
 * there too): a learner anywhere in the console, an evaluator on a staff page, staff in marking.
 */
export function ForbiddenPage({ text = STAFF_ONLY_TEXT, inConsole = false }: ForbiddenPageProps) {
  return (
    <Container
      component={inConsole ? 'section' : 'main'}
      maxWidth="sm"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Not allowed
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 4 }}>{text}</Typography>
      <Button
        component={RouterLink}
        to={paths.home}
        variant="contained"
        size="large"
        startIcon={<HomeIcon />}
      >
        Back to home
      </Button>
    </Container>
  );
}
