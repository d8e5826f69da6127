// The seeded catalogue: 21 courses (three pages of seven). Thumbnails are generated from
// `shortTitle` and `palette` by server/scripts/generateThumbnails.ts into public/images/courses/.

export interface SeedCourse {
  slug: string;
  title: string;
  /** Printed on the thumbnail; at most two short lines. */
  shortTitle: [string, string?];
  price: number;
  /** Background, accent, text. */
  palette: [string, string, string];
  description: string;
}

const html = (intro: string, points: string[], outro: string): string =>
  `<p>${intro}</p><ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul><p>${outro}</p>`;

export const seedCourses: SeedCourse[] = [
  {
    slug: 'ielts-academic-complete',
    title: 'IELTS Academic: Complete Preparation',
    shortTitle: ['IELTS', 'Academic'],
    price: 2499,
    palette: ['#0B3D91', '#FFC845', '#FFFFFF'],
    description: html(
      'A complete course for the <strong>IELTS Academic</strong> test, for students applying to universities abroad: every module, in full-length lessons.',
      [
        'Listening: the four parts, forms and maps, reading ahead, and the traps in numbers and spelling',
        'Reading: True, False, Not Given, matching headings, completion tasks and multiple choice',
        'Writing Task 1 (graphs, processes and maps) and Task 2 (question types, paragraphs, vocabulary and grammar)',
        'Speaking Parts 1 to 3, word stress, reviewing a practice test, and test day',
      ],
      'Eighteen lessons: fourteen video lessons and four readings, about 31 minutes in all, with a six-week study plan that tells you which lesson to take each week. Practice tests are not included: the plan works with any full practice test.',
    ),
  },
  {
    slug: 'ielts-general-training',
    title: 'IELTS General Training for Work and Migration',
    shortTitle: ['IELTS', 'General'],
    price: 1999,
    palette: ['#14532D', '#A3E635', '#FFFFFF'],
    description: html(
      'Prepare for the <strong>IELTS General Training</strong> test needed for work visas and permanent residency.',
      [
        'Letters: choosing a formal, semi-formal or informal tone, and opening lines that get to the point',
        'Reading workplace notices, adverts and policies',
        'Listening: the four parts and the traps to expect',
        'Task 2 essays and Speaking Parts 1 to 3',
      ],
      'Eight lessons: six video lessons and two readings, about 11 minutes in all. Suited to professionals planning a move to Canada, Australia, New Zealand or the UK.',
    ),
  },
  {
    slug: 'ielts-writing-band-booster',
    title: 'IELTS Writing Band Booster',
    shortTitle: ['IELTS', 'Writing'],
    price: 1299,
    palette: ['#7C2D12', '#FDBA74', '#FFFFFF'],
    description: html(
      'Writing is where most candidates lose marks. This focused course shows how examiners score, and how to write for the extra half band.',
      [
        'The four marking criteria explained in plain words, and what separates band 6 from band 7',
        'Task 1 overviews that examiners look for first',
        'Task 2 plans, and paragraphs that develop an idea',
        'Linking words, vocabulary, tenses and a ten-minute proofreading routine',
      ],
      'Ten lessons: five video lessons and five readings, about 13 minutes in all. Take it alongside a full IELTS course or on its own before your exam date.',
    ),
  },
  {
    slug: 'ielts-speaking-confidence',
    title: 'IELTS Speaking Confidence',
    shortTitle: ['IELTS', 'Speaking'],
    price: 999,
    palette: ['#581C87', '#F0ABFC', '#FFFFFF'],
    description: html(
      'Speak for two minutes without freezing. Practical advice for every part of the <strong>IELTS Speaking</strong> test.',
      [
        'Extending Part 1 answers naturally',
        'Planning a Part 2 cue-card talk in one minute',
        'Giving opinions with reasons in the Part 3 discussion',
        'Pronunciation: word stress and pausing in the right places',
      ],
      'Six lessons: four video lessons and two readings, about 6 minutes in all.',
    ),
  },
  {
    slug: 'toefl-ibt-essentials',
    title: 'TOEFL iBT Essentials',
    shortTitle: ['TOEFL iBT', 'Essentials'],
    price: 2299,
    palette: ['#1E3A8A', '#60A5FA', '#FFFFFF'],
    description: html(
      'A short introduction to the <strong>TOEFL iBT</strong>, the test most US universities ask for.',
      [
        'What each of the four sections tests and rewards',
        'Note-taking for lectures and conversations',
        'Speaking clearly: word groups and word stress',
        'The Academic Discussion writing task',
      ],
      'Five lessons: two video lessons and three readings, about 5 minutes in all. Practice tests are not included.',
    ),
  },
  {
    slug: 'pte-academic-fast-track',
    title: 'PTE Academic Fast Track',
    shortTitle: ['PTE', 'Academic'],
    price: 1799,
    palette: ['#0F766E', '#5EEAD4', '#FFFFFF'],
    description: html(
      'A short course on the computer-scored <strong>PTE Academic</strong> tasks that carry the most marks.',
      [
        'Read Aloud: pausing and word stress',
        'Describe Image in forty seconds with a reusable structure',
        'Summarise Written Text in one accurate sentence',
        'Write From Dictation: listening for every word',
      ],
      'Five lessons: two video lessons and three readings, about 5 minutes in all. Good for a last revision before your exam date.',
    ),
  },
  {
    slug: 'spoken-english-beginners',
    title: 'Spoken English for Beginners',
    shortTitle: ['Spoken English', 'Beginners'],
    price: 499,
    palette: ['#B45309', '#FDE68A', '#FFFFFF'],
    description: html(
      'Start speaking English in daily life: at home, in shops, at college and at work.',
      [
        'Introducing yourself and talking about your day',
        'Asking questions politely',
        'Twenty phrases for shops, buses and phones',
        'Saying longer words clearly, and choosing between “I have done” and “I did”',
      ],
      'Six lessons: three video lessons and three readings, about 5 minutes in all. No grammar jargon.',
    ),
  },
  {
    slug: 'spoken-english-intermediate',
    title: 'Fluent Spoken English: Intermediate',
    shortTitle: ['Fluent English', 'Intermediate'],
    price: 899,
    palette: ['#9A3412', '#FCA5A5', '#FFFFFF'],
    description: html(
      'You understand English but hesitate when you speak. This short course starts you on the way to <strong>fluency</strong>.',
      [
        'Speaking in word groups instead of word by word',
        'Thinking in English: five daily habits',
        'Joining a discussion politely',
        'Follow-up questions that keep a conversation going',
      ],
      'Five lessons: three video lessons and two readings, about 4 minutes in all. Best after Spoken English for Beginners or with a basic level of English.',
    ),
  },
  {
    slug: 'accent-neutralisation',
    title: 'Accent Neutralisation for Global Clients',
    shortTitle: ['Accent', 'Neutralisation'],
    price: 1499,
    palette: ['#312E81', '#A5B4FC', '#FFFFFF'],
    description: html(
      'Be understood easily by clients in the US, UK and Australia while keeping your own identity.',
      [
        'Word stress in three-syllable words',
        'Pausing at phrase boundaries, and the rhythm of English',
        'V and W, and the two th sounds',
        'Putting it together on a client call',
      ],
      'Six lessons: three video lessons and three readings, about 5 minutes in all.',
    ),
  },
  {
    slug: 'american-accent-training',
    title: 'American Accent Training',
    shortTitle: ['American', 'Accent'],
    price: 1299,
    palette: ['#991B1B', '#93C5FD', '#FFFFFF'],
    description: html(
      'A short, practical guide to <strong>General American</strong> pronunciation for client-facing roles.',
      [
        'Word stress and natural word groups',
        'The flap T in water, better and city',
        'The American R after vowels',
        'The short vowels in cat, cut and cot',
      ],
      'Five lessons: two video lessons and three readings, about 5 minutes in all. Suited to voice-process agents supporting US customers.',
    ),
  },
  {
    slug: 'bpo-voice-process',
    title: 'BPO Voice Process Communication',
    shortTitle: ['BPO', 'Voice Process'],
    price: 1599,
    palette: ['#075985', '#FDE047', '#FFFFFF'],
    description: html(
      'Get ready for your first <strong>call-centre</strong> job and the voice and accent round.',
      [
        'Opening a customer call',
        'Speaking in clear word groups',
        'Hold, transfer and callback phrases',
        'Handling an upset customer, and closing the call',
      ],
      'Five lessons: two video lessons and three readings, about 5 minutes in all.',
    ),
  },
  {
    slug: 'bpo-chat-email-support',
    title: 'Chat and Email Support Skills',
    shortTitle: ['Chat & Email', 'Support'],
    price: 999,
    palette: ['#164E63', '#67E8F9', '#FFFFFF'],
    description: html(
      'Written communication for <strong>non-voice process</strong> roles in customer support.',
      [
        'Subject lines and first sentences that customers read',
        'Chat replies: short, friendly and complete',
        'Tone: from robotic to human',
        'Apology and resolution emails',
      ],
      'Five lessons: two video lessons and three readings, about 5 minutes in all.',
    ),
  },
  {
    slug: 'business-email-writing',
    title: 'Business Email Writing',
    shortTitle: ['Business', 'Email Writing'],
    price: 799,
    palette: ['#3F6212', '#D9F99D', '#FFFFFF'],
    description: html(
      'Write emails that get read and answered, in the right tone for managers, clients and colleagues.',
      [
        'The subject line and the first sentence',
        'One email, one purpose, formatted for phone screens',
        'Polite requests, reminders, and saying no without offence',
        'The right tense in status updates',
      ],
      'Six lessons: two video lessons and four readings, about 6 minutes in all.',
    ),
  },
  {
    slug: 'business-english-meetings',
    title: 'Business English for Meetings and Presentations',
    shortTitle: ['Meetings &', 'Presentations'],
    price: 1399,
    palette: ['#4C1D95', '#FCD34D', '#FFFFFF'],
    description: html(
      'Speak up with confidence in <strong>meetings</strong>, video calls and presentations.',
      [
        'Four useful moves in a meeting',
        'Chairing a short meeting and writing the follow-up note',
        'Signposting a presentation: first, next, to sum up',
        'Pausing, and pronouncing key business words',
      ],
      'Six lessons: three video lessons and three readings, about 5 minutes in all. For working professionals in IT, finance, consulting and operations.',
    ),
  },
  {
    slug: 'job-interview-skills',
    title: 'Job Interview Skills in English',
    shortTitle: ['Interview', 'Skills'],
    price: 999,
    palette: ['#0E7490', '#FDBA74', '#FFFFFF'],
    description: html(
      'Answer interview questions clearly and leave a strong impression, from campus placements to lateral moves.',
      [
        '“Tell me about yourself” answers that fit in one minute',
        'Researching the company in thirty minutes',
        'The STAR method for behavioural questions, and the right tenses for your experience',
        'Questions to ask the interviewer, and a video interview checklist',
      ],
      'Six lessons: two video lessons and four readings, about 6 minutes in all.',
    ),
  },
  {
    slug: 'english-grammar-foundations',
    title: 'English Grammar Foundations',
    shortTitle: ['Grammar', 'Foundations'],
    price: 599,
    palette: ['#1E40AF', '#FCA5A5', '#FFFFFF'],
    description: html(
      'The grammar you need for correct speaking and writing, explained simply.',
      [
        'Word order: subject, verb, object',
        'Present perfect or simple past',
        'Articles: a, an and the',
        'Questions with do, does and did',
      ],
      'Five lessons: two video lessons and three readings, about 4 minutes in all.',
    ),
  },
  {
    slug: 'advanced-grammar-usage',
    title: 'Advanced Grammar and Usage',
    shortTitle: ['Advanced', 'Grammar'],
    price: 899,
    palette: ['#701A75', '#A7F3D0', '#FFFFFF'],
    description: html(
      'Polish your English for exams, academic writing and senior roles.',
      [
        'Perfect and perfect continuous forms',
        'Relative clauses: how commas change the meaning',
        'Mixed conditionals for past causes and present results',
        'Inversion for emphasis in formal writing',
      ],
      'Five lessons: one video lesson and four readings, about 5 minutes in all. Useful before IELTS, TOEFL or GRE preparation.',
    ),
  },
  {
    slug: 'vocabulary-builder',
    title: 'Vocabulary Builder for Exams and Work',
    shortTitle: ['Vocabulary', 'Builder'],
    price: 499,
    palette: ['#854D0E', '#BEF264', '#FFFFFF'],
    description: html(
      'Learn words that stay: how to learn them, and how to use them.',
      [
        'Collocations: words and their partners',
        'A spaced-repetition routine in ten minutes a day',
        'Word families from one root word',
        'Pronouncing new words, and fixed phrases for meetings',
      ],
      'Five lessons: two video lessons and three readings, about 4 minutes in all.',
    ),
  },
  {
    slug: 'sop-writing-study-abroad',
    title: 'Statement of Purpose Writing for Study Abroad',
    shortTitle: ['SOP Writing', 'Study Abroad'],
    price: 1999,
    palette: ['#134E4A', '#FDE047', '#FFFFFF'],
    description: html(
      'Write a <strong>Statement of Purpose</strong> that sounds like you.',
      [
        'What admissions committees look for',
        'The shape of your story: present, past and future',
        'An opening that is specific and your own',
        'Explaining a gap year or a low grade, and the final checks',
      ],
      'Five lessons: two video lessons and three readings, about 5 minutes in all.',
    ),
  },
  {
    slug: 'study-abroad-readiness',
    title: 'Study Abroad Readiness: Classroom English',
    shortTitle: ['Study Abroad', 'Readiness'],
    price: 1499,
    palette: ['#9F1239', '#FBCFE8', '#FFFFFF'],
    description: html(
      'Settle into university life abroad: lectures, seminars, assignments and everyday conversations.',
      [
        'Speaking up in seminars and presenting in class',
        'Taking notes in fast lectures',
        'Emails to professors, referencing and avoiding plagiarism',
        'Small talk with classmates and flatmates',
      ],
      'Six lessons: three video lessons and three readings, about 5 minutes in all. For students who already have an admit or are applying this year.',
    ),
  },
  {
    slug: 'english-for-it-professionals',
    title: 'English for IT Professionals',
    shortTitle: ['English for', 'IT Professionals'],
    price: 2999,
    palette: ['#111827', '#34D399', '#FFFFFF'],
    description: html(
      'Communication for developers, testers and support engineers working with global clients.',
      [
        'Stand-up updates and sprint meetings',
        'Status emails that get read',
        'Opening a client call, and explaining a technical issue to a non-technical client',
        '“Tell me about yourself” for a tech role',
      ],
      'Six lessons: four video lessons and two readings, about 5 minutes in all.',
    ),
  },
];
