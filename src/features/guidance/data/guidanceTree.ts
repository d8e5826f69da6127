import type { Category } from '@contract/taxonomy';
import type { GuidanceTree, Recommendation } from '../model/guidanceEngine';

// Products the questionnaire can recommend. Test names match the catalogue in features/tests.
const ieltsTest = (reason: string): Recommendation => ({
  name: 'IELTS Practice Test',
  to: '/tests',
  reason,
});
const masteryTest = (reason: string): Recommendation => ({
  name: 'English Mastery Assessment',
  to: '/tests',
  reason,
});
const masteryPro = (reason: string): Recommendation => ({
  name: 'English Mastery Assessment Pro',
  to: '/tests',
  reason,
});
/** Course kinds, each opening the catalogue at the category that holds them. */
const COURSE_CATEGORIES = {
  'IELTS Preparation Courses': 'IELTS',
  'Spoken English Courses': 'Spoken English',
  'Public Speaking Courses': 'Spoken English',
  'Accent Training Courses': 'Accent & Pronunciation',
  'Business English Courses': 'Business English',
} as const satisfies Record<string, Category>;
const course = (name: keyof typeof COURSE_CATEGORIES, reason: string): Recommendation => ({
  name,
  to: '/courses',
  category: COURSE_CATEGORIES[name],
  reason,
});
const talkToUs = (name: string, reason: string): Recommendation => ({
  name,
  to: '/contactus',
  reason,
});

export const guidanceTree: GuidanceTree = {
  start: 'goal',
  steps: {
    goal: {
      question: 'What would you most like to achieve with your English?',
      options: [
        { label: 'Prove my English level with a score', next: 'proof-audience' },
        { label: 'Speak more clearly and sound natural', next: 'accent-focus' },
        { label: 'Get ready for a BPO or call-centre role', next: 'bpo-stage' },
        { label: 'Study or work abroad', next: 'abroad-timeline' },
        { label: 'Assess a team or an organisation', next: 'org-size' },
      ],
    },
    'proof-audience': {
      question: 'Who will look at your result?',
      options: [
        { label: 'A university or immigration office abroad', next: 'ielts-history' },
        { label: 'An employer or recruiter in India', next: 'current-level' },
        { label: 'Just me: I want an honest benchmark', next: 'current-level' },
      ],
    },
    'ielts-history': {
      question: 'Have you taken an IELTS-style test before?',
      options: [
        {
          label: 'Not yet',
          next: [
            ieltsTest('Meet the real format, timing and marking before test day.'),
            course('IELTS Preparation Courses', 'Learn the strategy for each of the four modules.'),
          ],
        },
        {
          label: 'Yes, and I need a higher band',
          next: [
            ieltsTest('See exactly which module holds your band back.'),
            course('Spoken English Courses', 'Speaking is where most bands are gained fastest.'),
          ],
        },
      ],
    },
    'current-level': {
      question: 'How would you describe your English today?',
      options: [
        {
          label: 'I manage everyday conversations',
          next: [
            masteryTest('A clear picture of your level across all four skills.'),
            course('Spoken English Courses', 'Build fluency for interviews and meetings.'),
          ],
        },
        {
          label: 'I use English confidently at work',
          next: [masteryPro('Advanced tasks that separate good from excellent.')],
        },
        {
          label: "I'm not sure",
          next: [masteryTest('Start here: your report tells you what to work on next.')],
        },
      ],
    },
    'accent-focus': {
      question: 'Where do you feel least confident?',
      options: [
        { label: 'Being understood on calls and in meetings', next: 'learning-style' },
        {
          label: 'Pronouncing particular sounds and words',
          next: [
            course('Accent Training Courses', 'Sound-by-sound practice with recorded drills.'),
            masteryTest('Measure your pronunciation before and after.'),
          ],
        },
        {
          label: 'Speaking in front of an audience',
          next: [course('Public Speaking Courses', 'Structure, pace and presence for any talk.')],
        },
      ],
    },
    'learning-style': {
      question: 'How do you prefer to learn?',
      options: [
        {
          label: 'At my own pace with recorded lessons',
          next: [
            course('Accent Training Courses', 'Short lessons you can replay as often as you need.'),
          ],
        },
        {
          label: 'Benchmark first, then practise',
          next: [
            masteryTest('Find out which sounds and patterns to focus on.'),
            course('Accent Training Courses', 'Then practise exactly those.'),
          ],
        },
        {
          label: "With a trainer's personal feedback",
          next: [
            talkToUs(
              'One-to-one Accent Coaching',
              'Tell us your goals and we will match you with a trainer.',
            ),
          ],
        },
      ],
    },
    'bpo-stage': {
      question: 'Where are you in your BPO journey?',
      options: [
        { label: 'Preparing for my first interview', next: 'bpo-process' },
        {
          label: 'Working, and aiming for an international process',
          next: [
            masteryPro('Show recruiters you are ready for international voice work.'),
            course('Accent Training Courses', 'Neutralise your accent for global customers.'),
          ],
        },
        { label: 'Hiring or training agents', next: 'org-size' },
      ],
    },
    'bpo-process': {
      question: 'Which kind of process are you applying for?',
      options: [
        {
          label: 'International voice (US, UK, Australia)',
          next: [
            masteryPro('The level international voice processes expect.'),
            course(
              'Accent Training Courses',
              'Clear, neutral speech customers understand at once.',
            ),
          ],
        },
        {
          label: 'Domestic voice',
          next: [
            masteryTest('Know your level before the language round of the interview.'),
            course('Spoken English Courses', 'Everyday fluency for customer calls.'),
          ],
        },
        {
          label: 'Non-voice: chat, email or back office',
          next: [
            masteryTest('Reading and writing scores that matter for non-voice roles.'),
            course('Business English Courses', 'Clear, polite written replies.'),
          ],
        },
      ],
    },
    'abroad-timeline': {
      question: 'When do you plan to apply?',
      options: [
        { label: 'Within the next three months', next: 'abroad-score' },
        {
          label: 'In six months or more',
          next: [
            masteryTest('Find your starting level while there is time to improve.'),
            course('IELTS Preparation Courses', 'A steady plan towards your target band.'),
          ],
        },
        {
          label: "I'm still choosing a country",
          next: [
            ieltsTest('IELTS is accepted in the UK, Canada, Australia and beyond.'),
            talkToUs(
              'Study-Abroad Counselling',
              'Ask us which test and score your shortlist needs.',
            ),
          ],
        },
      ],
    },
    'abroad-score': {
      question: 'Do you know the band score you need?',
      options: [
        {
          label: 'Yes, 7.0 or higher',
          next: [
            ieltsTest('Practise under real conditions until 7+ feels routine.'),
            masteryPro('Stretch yourself with advanced reading and writing.'),
          ],
        },
        {
          label: 'Yes, below 7.0',
          next: [
            ieltsTest('Check you are already there, or how far you have to go.'),
            course('IELTS Preparation Courses', 'Close the gap module by module.'),
          ],
        },
        {
          label: 'Not yet',
          next: [
            ieltsTest('Get a band estimate to compare with course requirements.'),
            talkToUs(
              'Study-Abroad Counselling',
              'We will help you find the score your programme asks for.',
            ),
          ],
        },
      ],
    },
    'org-size': {
      question: 'How many people would take the assessment?',
      options: [
        {
          label: 'Fewer than 25',
          next: [
            masteryPro('Ready to use today, with a report for every candidate.'),
            talkToUs(
              'Bespoke Organisation Tests',
              'Ask about group pricing and a tailored format.',
            ),
          ],
        },
        {
          label: '25 or more',
          next: [
            talkToUs(
              'Bespoke Organisation Tests',
              'Tests designed around your roles, brand and hiring bar.',
            ),
          ],
        },
      ],
    },
  },
};
