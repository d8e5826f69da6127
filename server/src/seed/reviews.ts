// Reviews of the seeded courses, written by seeded reviewer accounts. Those accounts cannot sign in:
// their password hash is not a hash and they are disabled.

export interface SeedReviewer {
  name: string;
  email: string;
}

const reviewer = (name: string): SeedReviewer => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@reviewers.vaani-academy.invalid`,
});

export const seedReviewers: SeedReviewer[] = [
  'Priya Raghavan',
  'Rahul Mehta',
  'Sneha Kulkarni',
  'Arjun Nair',
  'Fatima Sheikh',
  'Vikram Singh',
  'Ananya Iyer',
  'Karthik Subramanian',
  'Neha Gupta',
  'Rohan Das',
  'Meera Joshi',
  'Imran Qureshi',
  'Divya Menon',
  'Siddharth Rao',
  'Pooja Patel',
  'Harpreet Kaur',
].map(reviewer);

/** [reviewer (index in seedReviewers), stars, text ('' for a rating alone), date written]. */
export type SeedReview = [number, 1 | 2 | 3 | 4 | 5, string, string];

export const seedReviews: Record<string, SeedReview[]> = {
  'ielts-academic-complete': [
    [
      0,
      5,
      'The week-by-week plan kept me on track. Went from 6.5 to 7.5 overall in two months, mostly thanks to the Writing Task 1 lessons.',
      '2025-03-14',
    ],
    [
      1,
      4,
      'Very thorough. The mock tests are close to the real exam. I wish there were more Speaking samples with Indian candidates.',
      '2025-05-02',
    ],
    [
      6,
      5,
      'Clear explanations of band descriptors. I finally understood why my essays were stuck at 6.',
      '2025-07-19',
    ],
    [9, 4, '', '2025-09-08'],
    [
      12,
      5,
      'Worth every rupee. The reading strategies saved me at least ten minutes in the exam.',
      '2026-01-23',
    ],
  ],
  'ielts-general-training': [
    [
      3,
      4,
      'Letter writing section is excellent. Got 7 in Writing for my Canada PR application.',
      '2025-04-11',
    ],
    [
      5,
      5,
      'Practical and to the point. The workplace reading texts were exactly the type I saw in the test.',
      '2025-06-27',
    ],
    [
      10,
      4,
      'Good course. Listening practice could have a few more Australian accents.',
      '2025-10-05',
    ],
    [14, 4, '', '2026-02-14'],
  ],
  'ielts-writing-band-booster': [
    [
      2,
      5,
      'The paragraph plans are gold. I reuse the same structure for every Task 2 question now.',
      '2025-03-30',
    ],
    [
      7,
      5,
      'The corrected essays show exactly what moves a 6 to a 7. Highly recommended before the exam.',
      '2025-08-16',
    ],
    [11, 4, 'Helpful, though I needed to watch the marking criteria lessons twice.', '2025-11-21'],
    [15, 5, '', '2026-03-03'],
    [4, 4, 'Good vocabulary tips without sounding memorised, as promised.', '2026-05-09'],
  ],
  'ielts-speaking-confidence': [
    [
      8,
      5,
      'I used to freeze on the Part 2 cue card. The one-minute planning method really works.',
      '2025-05-18',
    ],
    [
      13,
      4,
      'Nice drills. I practised with the recordings every morning for three weeks.',
      '2025-09-29',
    ],
    [1, 4, '', '2026-01-07'],
    [
      6,
      5,
      'Short lessons, lots of practice. My fluency score went up by a full band.',
      '2026-04-12',
    ],
  ],
  'toefl-ibt-essentials': [
    [
      7,
      4,
      'Covers all four sections well. The integrated writing lessons were the most useful for me.',
      '2025-04-04',
    ],
    [
      3,
      4,
      'Good overview of the test format. Note-taking tips for Listening were new to me.',
      '2025-08-22',
    ],
    [12, 3, 'Decent course but I expected more full-length practice tests.', '2025-12-15'],
    [
      9,
      5,
      'Scored 104. The speaking templates helped me stay within the time limit.',
      '2026-03-20',
    ],
  ],
  'pte-academic-fast-track': [
    [
      5,
      5,
      'Lived up to the name. Two weeks of practice and I cleared 79+ in every skill.',
      '2025-06-03',
    ],
    [
      0,
      4,
      'The Read Aloud and Repeat Sentence tips were spot on. Describe Image still needs more examples.',
      '2025-10-17',
    ],
    [14, 4, 'Clear strategies for the computer-scored tasks.', '2026-02-02'],
    [10, 5, '', '2026-05-25'],
  ],
  'spoken-english-beginners': [
    [
      4,
      5,
      'The teacher speaks slowly and clearly. I can now introduce myself and talk about my day without fear.',
      '2025-02-20',
    ],
    [
      11,
      5,
      'Perfect for someone starting from zero. My mother is also following the lessons.',
      '2025-05-29',
    ],
    [15, 4, 'Good basics. The daily conversation practice is very useful.', '2025-09-12'],
    [8, 4, '', '2025-12-30'],
    [
      2,
      5,
      'Simple, friendly and practical. I speak to customers at my shop in English now.',
      '2026-04-06',
    ],
    [13, 4, 'Nice course for beginners, a little slow in the first section.', '2026-06-18'],
  ],
  'spoken-english-intermediate': [
    [
      6,
      4,
      'Helped me stop translating from Tamil in my head. The idioms lessons are fun.',
      '2025-03-08',
    ],
    [9, 5, 'Big improvement in my confidence at office meetings.', '2025-07-24'],
    [1, 4, 'Good pace. Would love more group discussion examples.', '2025-11-13'],
    [12, 4, '', '2026-02-27'],
  ],
  'accent-neutralisation': [
    [
      3,
      5,
      'Clients in the US understand me the first time now. The stress and intonation drills make a real difference.',
      '2025-04-25',
    ],
    [
      10,
      4,
      'Very detailed on sounds like v/w and th. Needs patience and daily practice.',
      '2025-08-09',
    ],
    [5, 4, 'Useful for anyone on international calls.', '2025-12-04'],
    [14, 5, '', '2026-03-16'],
    [7, 3, 'Good content, but I found some lessons repetitive.', '2026-06-01'],
  ],
  'american-accent-training': [
    [
      11,
      5,
      'The flap T and R sound lessons were exactly what I needed for my voice process job.',
      '2025-05-07',
    ],
    [
      0,
      4,
      'Well structured. Recording myself and comparing with the examples helped a lot.',
      '2025-09-19',
    ],
    [15, 4, '', '2026-01-15'],
    [8, 5, 'My team lead noticed the difference in two weeks.', '2026-04-28'],
  ],
  'bpo-voice-process': [
    [
      2,
      5,
      'Cleared my voice process interview at the first attempt. The mock calls are very realistic.',
      '2025-03-22',
    ],
    [
      13,
      4,
      'Good for freshers. Call handling phrases and empathy statements are well explained.',
      '2025-07-03',
    ],
    [4, 4, 'Helpful, especially the section on handling angry customers.', '2025-10-26'],
    [6, 5, '', '2026-02-09'],
  ],
  'bpo-chat-email-support': [
    [
      9,
      4,
      'Templates for chat replies are practical. Typing speed tips were a bonus.',
      '2025-06-14',
    ],
    [12, 4, 'Good course for non-voice process roles.', '2025-11-02'],
    [
      1,
      5,
      'I got an email support role after finishing this. The tone lessons are excellent.',
      '2026-03-11',
    ],
    [10, 3, '', '2026-05-30'],
  ],
  'business-email-writing': [
    [
      7,
      5,
      'My emails are shorter and clearer now. My manager actually commented on it.',
      '2025-04-17',
    ],
    [3, 5, 'The before-and-after rewrites are the best part of the course.', '2025-08-28'],
    [
      14,
      4,
      'Practical examples from Indian workplaces. Would recommend to freshers.',
      '2025-12-20',
    ],
    [5, 4, '', '2026-04-02'],
  ],
  'business-english-meetings': [
    [0, 4, 'Useful phrases for agreeing, disagreeing and interrupting politely.', '2025-05-23'],
    [11, 5, 'I presented to our UK client last month and felt fully prepared.', '2025-09-06'],
    [8, 4, 'Good structure for presentations. The Q&A section could be longer.', '2026-01-29'],
    [15, 4, '', '2026-05-14'],
  ],
  'job-interview-skills': [
    [
      13,
      5,
      'The answers to "Tell me about yourself" and salary questions were very helpful. Got the job!',
      '2025-03-05',
    ],
    [4, 5, 'The STAR method explained simply with Indian job examples.', '2025-06-20'],
    [2, 4, 'Good mock interview videos. I practised them with a friend.', '2025-10-11'],
    [9, 4, '', '2026-01-19'],
    [6, 5, 'Helped me prepare for campus placements in a week.', '2026-04-22'],
  ],
  'english-grammar-foundations': [
    [
      10,
      4,
      'Tenses are finally clear to me. The exercises after each lesson help a lot.',
      '2025-02-27',
    ],
    [5, 4, 'Good refresher. Simple explanations without too much jargon.', '2025-07-10'],
    [12, 5, 'Articles and prepositions explained better than in school.', '2025-11-25'],
    [1, 3, 'Useful but a bit basic for me.', '2026-03-27'],
  ],
  'advanced-grammar-usage': [
    [
      7,
      5,
      'Conditionals, inversions and reported speech in real contexts. Excellent for competitive exams.',
      '2025-04-09',
    ],
    [14, 4, 'Challenging in a good way. I had to pause and practise often.', '2025-08-31'],
    [3, 4, '', '2025-12-11'],
    [11, 4, 'Great for polishing writing at work.', '2026-05-05'],
  ],
  'vocabulary-builder': [
    [
      8,
      5,
      'Learning words in groups with example sentences works. I use many of them at work now.',
      '2025-03-18',
    ],
    [
      0,
      4,
      'Good word lists for IELTS and office use. The revision quizzes keep it fresh.',
      '2025-07-30',
    ],
    [15, 4, '', '2025-11-08'],
    [13, 5, 'Short daily lessons, easy to keep up with.', '2026-02-21'],
  ],
  'sop-writing-study-abroad': [
    [
      6,
      5,
      'My SOP went from generic to personal. Got admits from two universities in Canada.',
      '2025-05-12',
    ],
    [2, 5, 'The structure and the sample SOPs were incredibly helpful.', '2025-09-24'],
    [9, 4, 'Good advice on what admission committees look for.', '2026-01-10'],
    [4, 4, '', '2026-04-17'],
  ],
  'study-abroad-readiness': [
    [
      1,
      4,
      'Prepared me for seminars and group work in the UK. Note-taking lessons were useful.',
      '2025-06-08',
    ],
    [12, 4, 'Helpful introduction to academic life abroad.', '2025-10-22'],
    [
      5,
      5,
      'The email to professors and classroom discussion lessons were exactly what I needed.',
      '2026-02-18',
    ],
    [10, 4, '', '2026-06-09'],
  ],
  'english-for-it-professionals': [
    [
      3,
      5,
      'Stand-up updates, bug reports and client calls: all covered with real examples.',
      '2025-04-30',
    ],
    [
      7,
      4,
      'Good for developers who work with US teams. The email section is very practical.',
      '2025-08-13',
    ],
    [11, 4, 'Useful phrases for code reviews and demos.', '2025-12-27'],
    [14, 5, '', '2026-03-31'],
    [8, 4, 'Helped me speak up more in sprint meetings.', '2026-06-12'],
  ],
};
