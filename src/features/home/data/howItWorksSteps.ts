import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import LoginIcon from '@mui/icons-material/Login';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';

/** How a learner uses the academy, from registering to the results: seven steps, in order. */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Register or log in',
    text: 'Create your free account, or sign in to the one you have.',
    Icon: LoginIcon,
  },
  {
    title: 'Purchase a test',
    text: 'Choose the test that fits your goal and pay securely.',
    Icon: ShoppingCartIcon,
  },
  {
    title: 'Open the dashboard',
    text: 'Your purchased tests and courses wait in one place.',
    Icon: DashboardIcon,
  },
  {
    title: 'Read the instructions',
    text: 'Check the format, timing and what you will need.',
    Icon: MenuBookIcon,
  },
  { title: 'Take the test', text: 'Sit it online, whenever you are ready.', Icon: EditNoteIcon },
  {
    title: 'Experts evaluate it',
    text: 'Trained evaluators review every answer you give.',
    Icon: FactCheckIcon,
  },
  {
    title: 'View results',
    text: 'See your scores and next steps on your dashboard.',
    Icon: AssessmentIcon,
  },
] as const;
