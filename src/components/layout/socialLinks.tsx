import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/vaaniacademy', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/vaaniacademy', Icon: InstagramIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/vaaniacademy', Icon: LinkedInIcon },
] as const;
