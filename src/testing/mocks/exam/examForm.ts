import type { FormContent, FormKey } from '@contract/exams/form';

// A small test form for the exam room's fakes: one section of each kind, every question type,
// written for these tests. The seeded forms are far longer; the room draws both the same way.

export const examForm: FormContent = {
  title: 'IELTS Practice Test (fake)',
  instructions: [
    'The test has four sections, taken in order: Listening, Reading, Writing and Speaking.',
    'Answers are saved as you give them.',
  ],
  sections: [
    {
      id: 'listening',
      skill: 'listening',
      title: 'Listening',
      durationSeconds: 1800,
      reviewSeconds: 120,
      instructions: ['You will hear each recording once.', 'Answer the questions as you listen.'],
      marking: 'objective',
      parts: [
        {
          id: 'l-part-1',
          title: 'Part 1',
          instructions: ['Questions 1-5'],
          stimulus: {
            kind: 'audio',
            audioId: 'l-audio-1',
            file: 'l-audio-1.ogg',
            durationSeconds: 90,
          },
          groups: [
            {
              id: 'l-g1',
              instructions: [
                'Complete the form below.',
                'Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
              ],
              title: 'Harbour Sailing Club: booking form',
              wordLimit: { maxWords: 2, allowNumber: true },
              questions: [
                {
                  type: 'gap',
                  id: 'l-q1',
                  number: 1,
                  prompt: 'Name of member: Priya ___',
                  variant: 'form',
                },
                {
                  type: 'gap',
                  id: 'l-q2',
                  number: 2,
                  prompt: 'Day of the course: ___',
                  variant: 'form',
                },
              ],
            },
            {
              id: 'l-g2',
              instructions: ['Choose TWO letters, A-E.'],
              questions: [
                {
                  type: 'choice',
                  id: 'l-q3',
                  number: 3,
                  prompt: 'Which TWO things must members bring?',
                  pick: 2,
                  options: [
                    { id: 'A', text: 'a life jacket' },
                    { id: 'B', text: 'a packed lunch' },
                    { id: 'C', text: 'a change of clothes' },
                    { id: 'D', text: 'a medical form' },
                    { id: 'E', text: 'sunglasses' },
                  ],
                },
              ],
            },
            {
              id: 'l-g3',
              instructions: ['Label the map. Choose the correct letter, A-C.'],
              options: [
                { id: 'A', text: 'A' },
                { id: 'B', text: 'B' },
                { id: 'C', text: 'C' },
              ],
              questions: [{ type: 'match', id: 'l-q5', number: 5, prompt: 'The boat store' }],
            },
          ],
        },
      ],
    },
    {
      id: 'reading',
      skill: 'reading',
      title: 'Academic Reading',
      durationSeconds: 3600,
      instructions: ['Read the passage and answer the questions.'],
      marking: 'objective',
      parts: [
        {
          id: 'r-passage-1',
          title: 'Reading Passage 1',
          stimulus: {
            kind: 'passage',
            title: 'Water under the desert',
            paragraphs: [
              {
                label: 'A',
                text: 'For three thousand years, farmers on the Iranian plateau have carried water from the foot of the mountains to their fields through gently sloping tunnels called qanats.',
              },
              {
                label: 'B',
                text: 'A qanat begins with a mother well dug into the water table. From there, a tunnel runs downhill, often for many kilometres, until it reaches the surface near a village.',
              },
            ],
          },
          groups: [
            {
              id: 'r-g1',
              instructions: [
                'Do the following statements agree with the information in the passage?',
              ],
              questions: [
                {
                  type: 'judgement',
                  id: 'r-q1',
                  number: 1,
                  statement: 'Qanats are a recent invention.',
                  scale: 'true-false-not-given',
                },
              ],
            },
            {
              id: 'r-g2',
              instructions: [
                'Choose the correct heading for each paragraph from the list of headings below.',
              ],
              options: [
                { id: 'i', text: 'An ancient solution' },
                { id: 'ii', text: 'How a tunnel is begun' },
                { id: 'iii', text: 'The cost of upkeep' },
              ],
              questions: [{ type: 'match', id: 'r-q2', number: 2, prompt: 'Paragraph B' }],
            },
            {
              id: 'r-g3',
              instructions: [
                'Complete the sentence.',
                'Choose ONE WORD ONLY from the passage for the answer.',
              ],
              wordLimit: { maxWords: 1, allowNumber: false },
              questions: [
                {
                  type: 'gap',
                  id: 'r-q3',
                  number: 3,
                  prompt: 'The first well of a qanat is called the ___ well.',
                  variant: 'sentence',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'writing',
      skill: 'writing',
      title: 'Academic Writing',
      durationSeconds: 3600,
      instructions: ['Answer both tasks.'],
      marking: 'expert',
      parts: [
        {
          id: 'w-part-1',
          title: 'Writing Task 1',
          groups: [
            {
              id: 'w-g1',
              instructions: ['You should spend about 20 minutes on this task.'],
              questions: [
                {
                  type: 'essay',
                  id: 'w-q1',
                  number: 1,
                  prompt: [
                    'The chart below shows how people travelled to work in a city in 2004 and 2024.',
                    'Summarise the information by selecting and reporting the main features.',
                  ],
                  figure: {
                    kind: 'chart',
                    chart: 'bar',
                    title: 'Travel to work',
                    unit: '% of workers',
                    categories: ['Car', 'Bus', 'Bicycle', 'On foot'],
                    series: [
                      { name: '2004', values: [52, 28, 8, 12] },
                      { name: '2024', values: [38, 30, 19, 13] },
                    ],
                    description:
                      'A bar chart comparing the share of workers by mode of travel in 2004 and 2024.',
                  },
                  minWords: 150,
                  suggestedMinutes: 20,
                },
              ],
            },
          ],
        },
        {
          id: 'w-part-2',
          title: 'Writing Task 2',
          groups: [
            {
              id: 'w-g2',
              instructions: ['You should spend about 40 minutes on this task.'],
              questions: [
                {
                  type: 'essay',
                  id: 'w-q2',
                  number: 2,
                  prompt: [
                    'Some people think cities should ban cars from their centres. Discuss both views and give your opinion.',
                  ],
                  minWords: 250,
                  suggestedMinutes: 40,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'speaking',
      skill: 'speaking',
      title: 'Speaking',
      durationSeconds: 900,
      instructions: ['Your answers are recorded.'],
      marking: 'expert',
      parts: [
        {
          id: 's-part-2',
          title: 'Part 2: Individual long turn',
          groups: [
            {
              id: 's-g1',
              instructions: ['You have one minute to prepare, then speak for up to two minutes.'],
              questions: [
                {
                  type: 'speech',
                  id: 's-q1',
                  number: 1,
                  prompt: ['Describe a place you like to visit.'],
                  cueCard: {
                    topic: 'Describe a place you like to visit.',
                    points: ['where it is', 'how often you go there', 'what you do there'],
                    closing: 'and explain why you like it.',
                  },
                  prepareSeconds: 60,
                  speakSeconds: 120,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** The key the fake never sends: a test checks no answer carries any of it. */
export const examKey: FormKey = {
  answers: {
    'l-q1': { accepted: ['Sharma'] },
    'l-q2': { accepted: ['Saturday'] },
    'l-q3': { correct: ['A', 'C'] },
    'l-q5': { correct: ['B'] },
    'r-q1': { correct: ['FALSE'] },
    'r-q2': { correct: ['ii'] },
    'r-q3': { accepted: ['mother'] },
  },
  explanations: {},
  transcripts: {
    'l-audio-1': [
      { speaker: 'Clerk', text: 'Good morning, Harbour Sailing Club.' },
      {
        speaker: 'Priya',
        text: 'Hello, I would like to book the Saturday course. My name is Priya Sharma.',
      },
    ],
  },
};
