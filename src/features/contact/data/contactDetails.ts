import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import {
  ACADEMY_ADDRESS,
  ACADEMY_EMAIL,
  ACADEMY_PHONE,
  WORKING_HOURS,
} from '@/config/academyContact';

export const CONTACT_DETAILS = [
  { title: 'Email', lines: [ACADEMY_EMAIL], href: `mailto:${ACADEMY_EMAIL}`, Icon: EmailIcon },
  {
    title: 'Phone',
    lines: [ACADEMY_PHONE],
    href: `tel:${ACADEMY_PHONE.replace(/\s/g, '')}`,
    Icon: PhoneIcon,
  },
  { title: 'Address', lines: ACADEMY_ADDRESS, Icon: LocationIcon },
  { title: 'Working hours', lines: [WORKING_HOURS], Icon: AccessTimeIcon },
];
