// What each sample lesson clip says and shows. Every `say` is one sentence, rendered on its own so
// its caption cue covers exactly its audio; a step's `point` appears on the slide as it starts.
import type { ClipId } from '../../server/src/seed/content/clipIds';
import { ieltsAcademicScripts } from './ieltsAcademicScripts';

export interface ScriptStep {
  /** Shown as a new bullet when the sentence starts; omit to keep the slide as it is. */
  point?: string;
  say: string;
}

export interface ScriptSlide {
  heading: string;
  steps: ScriptStep[];
}

export interface LessonScript {
  title: string;
  /** Small label above the title, e.g. the skill. */
  kicker: string;
  narrator: 'female' | 'male';
  /** Spoken over the title card. */
  intro: string[];
  slides: ScriptSlide[];
  /** A closing task, shown on a "Your turn" card. */
  task: Required<ScriptStep>;
}

export const lessonScripts: Record<ClipId, LessonScript> = {
  ...ieltsAcademicScripts,
  'ielts-task2-planning': {
    title: 'IELTS Writing Task 2: plan your essay in five minutes',
    kicker: 'IELTS Writing',
    narrator: 'female',
    intro: ['In this lesson you will plan an IELTS Task 2 essay in five minutes.'],
    slides: [
      {
        heading: 'Five minutes, four steps',
        steps: [
          {
            point: 'Minute 1: underline the task',
            say: 'First, read the question twice and underline exactly what it asks you to do.',
          },
          {
            point: 'Minute 2: take one clear position',
            say: 'Second, decide your opinion and write it down as one short sentence.',
          },
          {
            point: 'Minutes 3 and 4: two reasons, one example each',
            say: 'Next, note two main reasons, and give each of them a real example.',
          },
          {
            point: 'Minute 5: put the paragraphs in order',
            say: 'Finally, order your ideas: introduction, two body paragraphs and a conclusion.',
          },
        ],
      },
      {
        heading: 'Why it works',
        steps: [
          {
            point: 'Your position stays the same from start to end',
            say: 'With a plan, your position stays the same from the first line to the last.',
          },
          {
            point: 'Examiners reward a clear line of argument',
            say: 'Examiners reward that clear progression under coherence and cohesion.',
          },
        ],
      },
    ],
    task: {
      point: 'Set a timer and plan one essay in five minutes.',
      say: 'Your turn: set a timer for five minutes and plan one essay from your practice set.',
    },
  },

  'ielts-speaking-part2': {
    title: 'IELTS Speaking Part 2: use your one minute well',
    kicker: 'IELTS Speaking',
    narrator: 'male',
    intro: [
      'In Part 2 you get a cue card and one minute to prepare.',
      'Here is how to use that minute well.',
    ],
    slides: [
      {
        heading: 'Your one-minute plan',
        steps: [
          {
            point: 'Write keywords, not sentences',
            say: 'Write keywords only, because full sentences take too long and you will read them out.',
          },
          {
            point: 'One or two words for each prompt',
            say: 'Note one or two words next to each prompt on the card.',
          },
          {
            point: 'Add a feeling or a reason',
            say: 'Add one feeling or reason, so that your talk has a strong ending.',
          },
        ],
      },
      {
        heading: 'While you speak',
        steps: [
          {
            point: 'Follow the order of the card',
            say: 'Speak in the order of the card, and glance at your notes between points.',
          },
          {
            point: 'Keep going until the examiner stops you',
            say: 'Keep talking until the examiner stops you; two full minutes is the target.',
          },
        ],
      },
    ],
    task: {
      point: 'Time one cue card talk and record it.',
      say: 'Your turn: choose a cue card, prepare for one minute, and record your talk.',
    },
  },

  'reading-aloud-pausing': {
    title: 'Reading aloud: pause at phrase boundaries',
    kicker: 'Fluency',
    narrator: 'female',
    intro: [
      'Good readers do not pause after every word.',
      'They pause between groups of words that belong together.',
    ],
    slides: [
      {
        heading: 'Where to pause',
        steps: [
          {
            point: 'After a long subject',
            say: 'Pause after a long subject, just before the verb.',
          },
          {
            point: 'Before and, but, because',
            say: 'Pause before linking words such as and, but, and because.',
          },
          {
            point: 'At commas and full stops',
            say: 'Pause briefly at every comma, and a little longer at a full stop.',
          },
        ],
      },
      {
        heading: 'Hear the difference',
        steps: [
          {
            point: 'The results of our survey | are ready.',
            say: 'Listen: the results of our survey, are ready.',
          },
          {
            point: 'Scored in PTE Read Aloud, useful in every talk',
            say: 'This skill is scored in PTE Read Aloud, and it makes every presentation easier to follow.',
          },
        ],
      },
    ],
    task: {
      point: 'Mark the pauses in one paragraph, then read it aloud.',
      say: 'Your turn: mark the pauses in one paragraph with a pencil, then read it aloud.',
    },
  },

  'word-stress': {
    title: 'Word stress in three-syllable words',
    kicker: 'Pronunciation',
    narrator: 'female',
    intro: [
      'In English, one syllable in every word is stronger than the others.',
      'Put the stress in the right place, and people understand you easily.',
    ],
    slides: [
      {
        heading: 'Three common patterns',
        steps: [
          {
            point: 'First syllable: CA-len-dar, EN-er-gy',
            say: 'Many nouns stress the first syllable: calendar, energy, family.',
          },
          {
            point: 'Middle syllable: com-PU-ter, to-MOR-row',
            say: 'Many others stress the middle syllable: computer, tomorrow, important.',
          },
          {
            point: 'Before -tion and -sion: de-CI-sion',
            say: 'Words ending in tion or sion stress the syllable just before it: decision, solution.',
          },
        ],
      },
      {
        heading: 'How to practise',
        steps: [
          {
            point: 'Say it and tap the strong syllable',
            say: 'Say each word slowly and tap the table on the strong syllable.',
          },
          {
            point: 'Check the stress mark in a dictionary',
            say: 'When you are not sure, check the stress mark in a learner’s dictionary.',
          },
        ],
      },
    ],
    task: {
      point: 'Find the stress in five new words from today.',
      say: 'Your turn: find the stressed syllable in five new words from today’s reading.',
    },
  },

  'customer-call-opening': {
    title: 'Opening a customer call',
    kicker: 'Voice Process',
    narrator: 'male',
    intro: [
      'The first fifteen seconds of a call decide how the customer feels about the rest of it.',
    ],
    slides: [
      {
        heading: 'The four-part opening',
        steps: [
          {
            point: 'Greet',
            say: 'Greet the customer warmly: good morning, thank you for calling.',
          },
          {
            point: 'Give your name and the company’s',
            say: 'Give your name and the company’s name: this is Priya from Sunrise Telecom.',
          },
          {
            point: 'Offer help',
            say: 'Offer help with an open question: how may I help you today?',
          },
          {
            point: 'Listen, then confirm the problem',
            say: 'Then listen without interrupting, and repeat the problem back in your own words.',
          },
        ],
      },
      {
        heading: 'Sound ready',
        steps: [
          {
            point: 'Smile as you speak',
            say: 'Smile while you speak, because the customer can hear it in your voice.',
          },
          {
            point: 'Slow down on names and numbers',
            say: 'Slow down on names, numbers and account details.',
          },
        ],
      },
    ],
    task: {
      point: 'Record your opening three times; keep the most natural.',
      say: 'Your turn: record your opening three times, and keep the one that sounds most natural.',
    },
  },

  'email-first-lines': {
    title: 'Business email: the subject line and the first sentence',
    kicker: 'Business Writing',
    narrator: 'male',
    intro: ['Busy readers decide from the subject line and the first sentence whether to read on.'],
    slides: [
      {
        heading: 'A subject line that works',
        steps: [
          {
            point: 'Say what and when: “Budget review moved to Friday”',
            say: 'Say what the email is about, and when: budget review moved to Friday.',
          },
          {
            point: 'About six to eight words',
            say: 'Keep it to about six to eight words, so it fits on a phone screen.',
          },
        ],
      },
      {
        heading: 'The first sentence',
        steps: [
          {
            point: 'Start with your purpose',
            say: 'Start with the reason you are writing: I am writing to confirm Friday’s delivery.',
          },
          {
            point: 'Request first, details after',
            say: 'Put your request first, and the details after it.',
          },
          {
            point: 'Skip the long warm-up',
            say: 'Skip long warm-up lines; a short thank you at the end is enough.',
          },
        ],
      },
    ],
    task: {
      point: 'Rewrite the subject line of one email you sent this week.',
      say: 'Your turn: rewrite the subject line of one email you sent this week.',
    },
  },

  'meeting-phrases': {
    title: 'Taking part in a meeting: four useful moves',
    kicker: 'Business English',
    narrator: 'female',
    intro: ['In meetings, a few polite phrases help you join the discussion at the right moment.'],
    slides: [
      {
        heading: 'Four moves',
        steps: [
          {
            point: 'Come in: “Could I add something here?”',
            say: 'To join in, say: could I add something here?',
          },
          {
            point: 'Build: “That’s a good point, and …”',
            say: 'To agree and build on an idea, say: that’s a good point, and we could also test it next week.',
          },
          {
            point: 'Disagree: “I see it a little differently.”',
            say: 'To disagree politely, say: I see it a little differently, because the deadline is close.',
          },
          {
            point: 'Check: “So, if I understand correctly …”',
            say: 'To check, say: so, if I understand correctly, we launch in June.',
          },
        ],
      },
    ],
    task: {
      point: 'Use one of these phrases in your next meeting.',
      say: 'Your turn: choose one phrase and use it in your next meeting.',
    },
  },

  'tell-me-about-yourself': {
    title: 'Answering “Tell me about yourself”',
    kicker: 'Interviews',
    narrator: 'male',
    intro: [
      'Tell me about yourself is often the first question in an interview.',
      'A simple structure makes it easy.',
    ],
    slides: [
      {
        heading: 'Present, past, future',
        steps: [
          {
            point: 'Present: your role now',
            say: 'Start with the present: what you do now, in one or two sentences.',
          },
          {
            point: 'Past: one achievement that proves it',
            say: 'Then the past: one achievement that shows you are good at it.',
          },
          {
            point: 'Future: why this role is your next step',
            say: 'End with the future: why this role is the right next step for you.',
          },
        ],
      },
      {
        heading: 'Keep it tight',
        steps: [
          { point: 'About one minute', say: 'Aim for about one minute, and then stop.' },
          {
            point: 'The same order opens a statement of purpose',
            say: 'The same order also works for the opening of a statement of purpose.',
          },
        ],
      },
    ],
    task: {
      point: 'Write your answer in three lines and say it aloud twice.',
      say: 'Your turn: write your answer in three lines, then say it aloud twice.',
    },
  },

  'present-perfect-or-past': {
    title: 'Present perfect or simple past?',
    kicker: 'Grammar',
    narrator: 'female',
    intro: ['Have you finished, or did you finish? Here is the simple rule.'],
    slides: [
      {
        heading: 'The rule',
        steps: [
          {
            point: 'Finished time: simple past. “I sent it yesterday.”',
            say: 'With a finished time, like yesterday or last week, use the simple past: I sent the report yesterday.',
          },
          {
            point: 'Result now: present perfect. “I have sent it.”',
            say: 'When the result matters now and the time does not, use the present perfect: I have sent the report.',
          },
          {
            point: 'Never: “I have sent it yesterday.”',
            say: 'So never say: I have sent it yesterday.',
          },
        ],
      },
      {
        heading: 'Signal words',
        steps: [
          {
            point: 'Simple past: yesterday, last year, ago',
            say: 'The simple past goes with yesterday, last year, and ago.',
          },
          {
            point: 'Present perfect: already, yet, ever, so far',
            say: 'The present perfect goes with already, yet, ever, and so far.',
          },
        ],
      },
    ],
    task: {
      point: 'Write three sentences about your week, one signal word each.',
      say: 'Your turn: write three sentences about your week, each with a different signal word.',
    },
  },

  'sop-opening': {
    title: 'Statement of purpose: an opening that is yours',
    kicker: 'Study Abroad',
    narrator: 'male',
    intro: [
      'Admissions readers see thousands of statements.',
      'Your first paragraph should sound like no one else’s.',
    ],
    slides: [
      {
        heading: 'Avoid',
        steps: [
          {
            point: 'A famous quotation or a dictionary definition',
            say: 'Avoid opening with a famous quotation or a dictionary definition.',
          },
          {
            point: '“Since childhood, I have always …”',
            say: 'Avoid lines like: since childhood, I have always dreamed of engineering.',
          },
        ],
      },
      {
        heading: 'Do this instead',
        steps: [
          {
            point: 'Start with one specific moment',
            say: 'Start with one specific moment: a project, a problem, or a question that stayed with you.',
          },
          {
            point: 'Link it to the programme',
            say: 'Then link that moment to what you want to study, and to this programme.',
          },
          {
            point: 'Keep it under 120 words',
            say: 'Keep the opening paragraph under about one hundred and twenty words.',
          },
        ],
      },
    ],
    task: {
      point: 'Write three first sentences; keep the most specific.',
      say: 'Your turn: write three possible first sentences, and keep the most specific one.',
    },
  },
};
