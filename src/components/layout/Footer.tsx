import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ACADEMY_NAME } from '@contract/constants';
import { FooterLink } from './FooterLink';
import { HydrateLater } from './HydrateLater';
import { SOCIAL_LINKS } from './socialLinks';

const POLICY_LINKS = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Shipping Policy', to: paths.shippingPolicy },
  { label: 'Refund Policy', to: paths.refund },
  { label: 'Terms and Conditions', to: paths.terms },
];

function FooterContent() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'common.white', py: 4, mt: 'auto' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Typography variant="body2">
            © {new Date().getFullYear()} {ACADEMY_NAME}. Transforming Ambition into Achievement.
          </Typography>
          <Stack
            component="nav"
            aria-label="Policies"
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
          >
            {POLICY_LINKS.map((link) => (
              <FooterLink key={link.to} to={link.to}>
                {link.label}
              </FooterLink>
            ))}
          </Stack>
          <Stack direction="row" spacing={0.5}>
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <IconButton
                key={label}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${ACADEMY_NAME} on ${label}`}
                color="inherit"
              >
                <Icon />
              </IconButton>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The footer hydrates after the page above it (HydrateLater); one element made once, so a layout
 * that draws again does not hand it new children before its turn.
 */
const FOOTER = (
  <HydrateLater name="footer">
    <FooterContent />
  </HydrateLater>
);

export function Footer() {
  return FOOTER;
}
