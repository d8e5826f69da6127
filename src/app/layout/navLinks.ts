import { paths } from '@/config/paths';

export interface NavLinkEntry {
  label: string;
  to: string;
}

/** The site's pages in the menu drawer's groups; the desktop navbar shows them in one row. */
export const NAV_LINK_GROUPS: { title: string; links: NavLinkEntry[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Tests', to: paths.tests },
      { label: 'Courses', to: paths.courses },
    ],
  },
  {
    title: 'The academy',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact Us', to: paths.contact },
    ],
  },
];

export const NAV_LINKS = NAV_LINK_GROUPS.flatMap((group) => group.links);
