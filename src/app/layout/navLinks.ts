import { paths } from '@/config/paths';

export const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Tests', to: paths.tests },
  { label: 'Courses', to: paths.courses },
  { label: 'About Us', to: paths.about },
  { label: 'Contact Us', to: paths.contact },
] as const;
