import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import FlightIcon from '@mui/icons-material/FlightTakeoff';
import HeadsetIcon from '@mui/icons-material/HeadsetMic';
import BusinessIcon from '@mui/icons-material/BusinessCenterOutlined';
import TranslateIcon from '@mui/icons-material/Translate';

export const WHO_WE_ARE = [
  'We are an academy of language trainers and assessment specialists with one goal: helping learners across India show the world what they can do in English.',
  'We test and build English proficiency for students and working professionals, offer accent training for clear and confident speech, prepare candidates for BPO and call-centre roles, and run study-abroad assessments for those heading to universities overseas.',
  'Every test is evaluated by people who have spent years in classrooms, training rooms and hiring panels, so your results come with advice you can act on.',
];

export const MISSION =
  'To make honest, expert English assessment and practical training affordable for every learner in India, wherever they live and whatever their starting point.';

export const VISION =
  'A country where no ambition is held back by English: where every student, job seeker and professional can compete with confidence on a global stage.';

export const EXPERTISE = [
  {
    title: 'English proficiency',
    text: 'Four-skill assessments mapped to international levels, for study and work.',
    Icon: TranslateIcon,
  },
  {
    title: 'Accent training',
    text: 'Clear, neutral pronunciation that listeners everywhere understand at once.',
    Icon: CampaignIcon,
  },
  {
    title: 'BPO-role preparation',
    text: 'Voice and non-voice readiness: from the interview round to the first shift.',
    Icon: HeadsetIcon,
  },
  {
    title: 'Study-abroad assessments',
    text: 'IELTS-style practice and guidance towards the band your university asks for.',
    Icon: FlightIcon,
  },
  {
    title: 'Bespoke organisation tests',
    text: 'Assessments designed around your roles, for hiring and for training teams.',
    Icon: BusinessIcon,
  },
];

export const DIRECTORS = [
  {
    name: 'Ananya Rao',
    role: 'Founder and Managing Director',
    bio: 'Ananya spent fifteen years training customer-service teams in Bengaluru and Pune before founding the academy. She leads our courses and partnerships with colleges and employers.',
    portrait: '/images/team/ananya-rao.svg',
  },
  {
    name: 'Vikram Menon',
    role: 'Director of Assessments',
    bio: 'A linguist with a master’s degree in applied linguistics, Vikram designs our tests and trains our evaluators, making sure every score is fair, consistent and useful.',
    portrait: '/images/team/vikram-menon.svg',
  },
];
