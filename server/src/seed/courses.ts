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
      'A full course for the <strong>IELTS Academic</strong> test, built for students applying to universities abroad.',
      [
        'Listening and Reading strategies with timed practice sets',
        'Writing Task 1 (graphs, charts, processes) and Task 2 essays, with model answers',
        'Speaking Parts 1 to 3 with recorded sample interviews',
        'Four full mock tests with band-score explanations',
      ],
      'Ideal if you are aiming for <strong>band 7 or above</strong> and want a clear week-by-week plan.',
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
        'Letter writing: formal, semi-formal and informal letters',
        'Reading workplace notices, adverts and longer texts',
        'Speaking practice on everyday and work topics',
        'Two full-length practice tests',
      ],
      'Suited to professionals planning a move to Canada, Australia, New Zealand or the UK.',
    ),
  },
  {
    slug: 'ielts-writing-band-booster',
    title: 'IELTS Writing Band Booster',
    shortTitle: ['IELTS', 'Writing'],
    price: 1299,
    palette: ['#7C2D12', '#FDBA74', '#FFFFFF'],
    description: html(
      'Writing is where most candidates lose marks. This focused course shows you exactly how examiners score.',
      [
        'The four marking criteria explained in plain words',
        'Paragraph plans you can reuse for any Task 2 question',
        'Linking words and range of vocabulary without sounding memorised',
        '30 corrected sample essays from band 5 to band 8',
      ],
      'Take it alongside a full IELTS course or on its own before your exam date.',
    ),
  },
  {
    slug: 'ielts-speaking-confidence',
    title: 'IELTS Speaking Confidence',
    shortTitle: ['IELTS', 'Speaking'],
    price: 999,
    palette: ['#581C87', '#F0ABFC', '#FFFFFF'],
    description: html(
      'Speak for two minutes without freezing. Practical drills for every part of the <strong>IELTS Speaking</strong> test.',
      [
        'Answer structures for Part 1 personal questions',
        'Planning a Part 2 cue-card talk in one minute',
        'Extending answers in the Part 3 discussion',
        'Fluency and pronunciation checklists',
      ],
      'Includes 50 recent cue-card topics with sample answers.',
    ),
  },
  {
    slug: 'toefl-ibt-essentials',
    title: 'TOEFL iBT Essentials',
    shortTitle: ['TOEFL iBT', 'Essentials'],
    price: 2299,
    palette: ['#1E3A8A', '#60A5FA', '#FFFFFF'],
    description: html(
      'Everything you need for the <strong>TOEFL iBT</strong>, the test most US universities ask for.',
      [
        'Academic reading and lecture listening with note-taking',
        'Integrated and independent speaking tasks',
        'Integrated writing and academic discussion tasks',
        'Score targets for popular programmes and how to reach them',
      ],
      'Comes with two computer-style practice tests.',
    ),
  },
  {
    slug: 'pte-academic-fast-track',
    title: 'PTE Academic Fast Track',
    shortTitle: ['PTE', 'Academic'],
    price: 1799,
    palette: ['#0F766E', '#5EEAD4', '#FFFFFF'],
    description: html(
      'A short, intensive course for the computer-scored <strong>PTE Academic</strong> test.',
      [
        'Read Aloud, Repeat Sentence and Describe Image templates',
        'Summarise Written Text and Essay techniques',
        'Fill-in-the-blanks and re-order paragraphs practice',
        'How the scoring algorithm treats fluency and pronunciation',
      ],
      'Good for learners with an exam date in the next four weeks.',
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
        'Greetings, introductions and small talk',
        'Asking for and giving directions, prices and times',
        'Common mistakes Hindi, Tamil, Telugu and Bengali speakers make, and how to fix them',
        'Short daily speaking tasks you can do in ten minutes',
      ],
      'No grammar jargon. Lessons are short and full of examples.',
    ),
  },
  {
    slug: 'spoken-english-intermediate',
    title: 'Fluent Spoken English: Intermediate',
    shortTitle: ['Fluent English', 'Intermediate'],
    price: 899,
    palette: ['#9A3412', '#FCA5A5', '#FFFFFF'],
    description: html(
      'You understand English but hesitate when you speak. This course builds <strong>fluency</strong> step by step.',
      [
        'Thinking in English instead of translating',
        'Phrasal verbs and idioms people really use',
        'Telling stories and sharing opinions clearly',
        'Role plays for meetings, phone calls and social events',
      ],
      'Best after Spoken English for Beginners or with a basic level of English.',
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
        'The sounds that change meaning: v/w, th, z and short vowels',
        'Word stress and sentence stress',
        'Intonation for questions, lists and polite requests',
        'Recorded drills with slow and natural-speed models',
      ],
      'Used by trainers in BPO and IT services teams across India.',
    ),
  },
  {
    slug: 'american-accent-training',
    title: 'American Accent Training',
    shortTitle: ['American', 'Accent'],
    price: 1299,
    palette: ['#991B1B', '#93C5FD', '#FFFFFF'],
    description: html(
      'A practical guide to <strong>General American</strong> pronunciation for client-facing roles.',
      [
        'The American r and the flapped t',
        'Reduced forms: gonna, wanna, and linking between words',
        'Rhythm and the schwa sound',
        'Shadowing exercises with real conversations',
      ],
      'Suited to voice-process agents supporting US customers.',
    ),
  },
  {
    slug: 'bpo-voice-process',
    title: 'BPO Voice Process Communication',
    shortTitle: ['BPO', 'Voice Process'],
    price: 1599,
    palette: ['#075985', '#FDE047', '#FFFFFF'],
    description: html(
      'Get ready for your first <strong>call-centre</strong> job and clear the voice and accent round.',
      [
        'Call opening, hold, transfer and closing scripts',
        'Active listening and confirming details',
        'Handling angry customers calmly',
        'Mock calls with feedback checklists',
      ],
      'Covers inbound customer service, technical support and sales calls.',
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
        'Clear, friendly replies within response-time targets',
        'Tone: empathy without over-apologising',
        'Ready phrases for refunds, delays and escalations',
        'Typing accuracy and grammar checks that save you',
      ],
      'Finish with a portfolio of 20 sample replies for your interviews.',
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
        'Subject lines and opening lines that work',
        'Requests, follow-ups, reminders and apologies',
        'Avoiding Indian-English phrases that confuse global readers, such as "do the needful"',
        'Before-and-after rewrites of real workplace emails',
      ],
      'Includes templates you can adapt on the same day.',
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
        'Giving updates, agreeing and disagreeing politely',
        'Structuring a five-minute presentation',
        'Handling questions you cannot answer yet',
        'Useful phrases for online calls with global teams',
      ],
      'For working professionals in IT, finance, consulting and operations.',
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
        '"Tell me about yourself" answers that fit in one minute',
        'The STAR method for behavioural questions',
        'Salary, notice period and gap-year questions',
        'HR, technical and managerial round practice',
      ],
      'Includes mock interview videos with commentary.',
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
        'Tenses and when to use each one',
        'Articles: a, an, the, and when to leave them out',
        'Prepositions of time and place',
        'Subject-verb agreement and common errors',
      ],
      'Every lesson ends with a ten-question quiz.',
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
        'Conditionals, modals and reported speech',
        'Relative clauses and participle phrases',
        'Passive voice: when it helps and when it hurts',
        'Punctuation for clear, professional writing',
      ],
      'Recommended before IELTS, TOEFL or GRE preparation.',
    ),
  },
  {
    slug: 'vocabulary-builder',
    title: 'Vocabulary Builder for Exams and Work',
    shortTitle: ['Vocabulary', 'Builder'],
    price: 499,
    palette: ['#854D0E', '#BEF264', '#FFFFFF'],
    description: html(
      'Learn 1,000 useful words in context, and how to actually use them.',
      [
        'Word families and collocations',
        'Academic word list for IELTS and TOEFL',
        'Formal and informal alternatives',
        'Spaced-repetition review lists',
      ],
      'Fifteen minutes a day is enough.',
    ),
  },
  {
    slug: 'sop-writing-study-abroad',
    title: 'Statement of Purpose Writing for Study Abroad',
    shortTitle: ['SOP Writing', 'Study Abroad'],
    price: 1999,
    palette: ['#134E4A', '#FDE047', '#FFFFFF'],
    description: html(
      'Write a <strong>Statement of Purpose</strong> that admissions committees remember.',
      [
        'Finding your story: academics, projects, work and goals',
        'Structure of a strong SOP, paragraph by paragraph',
        'Tailoring one SOP for different universities and countries',
        'Letters of recommendation and personal statements',
      ],
      'Includes annotated SOPs that won admits to universities in the US, UK, Canada and Germany.',
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
        'Note-taking in fast lectures',
        'Taking part in seminars and group projects',
        'Academic integrity, referencing and emails to professors',
        'Everyday English for banks, housing and part-time jobs',
      ],
      'For students who already have an admit or are applying this year.',
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
        'Stand-ups, status reports and estimates',
        'Explaining technical issues to non-technical people',
        'Writing clear tickets, pull-request descriptions and documentation',
        'Client calls: requirements, pushback and escalations',
      ],
      'A <strong>capstone project</strong> of a recorded client demo with feedback.',
    ),
  },
];
