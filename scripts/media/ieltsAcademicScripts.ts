// The full-length lessons of "IELTS Academic: Complete Preparation": one per module, each a few
// minutes long, written for learners in India preparing for the Academic test.
import type { LessonScript } from './lessonScripts';

export type IeltsAcademicClipId =
  | 'ielts-listening-parts'
  | 'ielts-reading-question-types'
  | 'ielts-task1-overview'
  | 'ielts-task2-paragraphs'
  | 'ielts-speaking-parts-1-3'
  | 'ielts-practice-review'
  | 'ielts-task1-process-map'
  | 'ielts-reading-completion'
  | 'ielts-task2-language'
  | 'ielts-listening-forms-maps'
  | 'ielts-test-day';

export const ieltsAcademicScripts: Record<IeltsAcademicClipId, LessonScript> = {
  'ielts-listening-parts': {
    title: 'IELTS Listening: the four parts and how to read ahead',
    kicker: 'IELTS Listening',
    narrator: 'female',
    intro: [
      'The Listening test takes about thirty minutes and has forty questions in four parts.',
      'You hear each recording only once, so the skill that matters most is knowing what to listen for before it is said.',
      'In this lesson we look at each part, at reading ahead, and at the traps that cost Indian candidates the most marks.',
    ],
    slides: [
      {
        heading: 'The four parts',
        steps: [
          {
            point: 'Part 1: an everyday conversation',
            say: 'Part 1 is a conversation between two people about something practical, such as booking a hall or joining a gym.',
          },
          {
            say: 'Expect names, addresses, dates and prices, and expect the speaker to spell some of them.',
          },
          {
            point: 'Part 2: one speaker, a social topic',
            say: 'Part 2 is one person speaking, for example a guide describing a museum, often with a map or a plan to label.',
          },
          {
            point: 'Part 3: students and a tutor',
            say: 'Part 3 is a discussion between up to four people in a study situation, such as two students planning a project with their tutor.',
          },
          {
            point: 'Part 4: a short lecture',
            say: 'Part 4 is a lecture on an academic subject, with no break in the middle, so it is the hardest part for most candidates.',
          },
        ],
      },
      {
        heading: 'Read ahead in every pause',
        steps: [
          {
            point: 'Underline the keywords in each question',
            say: 'Before each part you get a short time to read the questions.',
          },
          {
            say: 'Use it to underline the words that tell you what kind of answer you need.',
          },
          {
            point: 'Predict the answer: a number, a name, a noun?',
            say: 'Then predict the answer. Is it a number, a person, a place, or a thing?',
          },
          {
            say: 'If the gap comes after the word the, you know the answer is a noun, and you can listen for one.',
          },
          {
            point: 'Listen for synonyms, not the same words',
            say: 'The speaker rarely uses the words printed on your paper.',
          },
          {
            say: 'If the question says cost, listen for price, fee, or how much someone paid.',
          },
        ],
      },
      {
        heading: 'Traps to expect',
        steps: [
          {
            point: 'Speakers correct themselves',
            say: 'Speakers often change their minds. Someone may say Tuesday, and then say, sorry, I mean Thursday.',
          },
          {
            say: 'The second answer is the one that counts, so never write the first thing you hear and stop listening.',
          },
          {
            point: 'Word limits: obey them exactly',
            say: 'Read the word limit carefully. If it says no more than two words, an answer of three words is wrong, even if the meaning is right.',
          },
          {
            point: 'Spelling and plurals count',
            say: 'A correct word spelt wrongly scores nothing, and a missing s on a plural can also lose the mark.',
          },
        ],
      },
      {
        heading: 'Numbers and letters',
        steps: [
          {
            point: 'Thirteen or thirty? Listen to the stress',
            say: 'In thirteen, the stress is at the end. In thirty, it is at the start. Practise hearing the difference.',
          },
          {
            point: 'Double letters and double numbers',
            say: 'Speakers may say double p, or double seven, instead of repeating the letter or the number.',
          },
          {
            point: 'Write numbers as figures',
            say: 'Write numbers as figures, not words. It is quicker, and it avoids spelling mistakes.',
          },
        ],
      },
      {
        heading: 'At the end of the test',
        steps: [
          {
            point: 'Check spelling, plurals and word limits',
            say: 'On the computer test you get two minutes to check, and on paper you get ten minutes to copy your answers.',
          },
          {
            say: 'Use that time to check spelling, plurals and word limits, not to change answers you were sure of.',
          },
          {
            point: 'Never leave a gap empty',
            say: 'There is no penalty for a wrong answer, so write your best guess in every gap.',
          },
        ],
      },
    ],
    task: {
      point: 'Do one Part 1 and one Part 4 with a timer, then list every wrong answer and why.',
      say: 'Your turn: do one Part 1 and one Part 4 from a practice test, then write down every wrong answer and the reason it was wrong.',
    },
  },

  'ielts-reading-question-types': {
    title: 'IELTS Reading: True, False, Not Given and matching headings',
    kicker: 'IELTS Reading',
    narrator: 'male',
    intro: [
      'Academic Reading gives you sixty minutes for three long passages and forty questions, with no extra time to copy answers.',
      'The passages come from books, journals and magazines, and the last one is usually the hardest.',
      'In this lesson we practise the two question types that candidates find most difficult.',
    ],
    slides: [
      {
        heading: 'Plan your sixty minutes',
        steps: [
          {
            point: 'About twenty minutes a passage',
            say: 'Give each passage about twenty minutes, and write the answers straight onto the answer sheet.',
          },
          {
            point: 'Skim the whole passage in two minutes',
            say: 'Start by skimming the whole passage quickly, to see what each paragraph is about.',
          },
          {
            point: 'Move on when a question takes too long',
            say: 'If one question takes more than two minutes, guess, mark it, and come back at the end.',
          },
        ],
      },
      {
        heading: 'True, False, Not Given',
        steps: [
          {
            point: 'True: the passage says the same thing',
            say: 'True means the passage gives the same information, usually in different words.',
          },
          {
            point: 'False: the passage says the opposite',
            say: 'False means the passage clearly says something different from the statement.',
          },
          {
            point: 'Not Given: the passage does not say',
            say: 'Not Given means the passage says nothing about it either way.',
          },
          {
            say: 'Do not use your own knowledge. Even if a statement is true in real life, the answer is Not Given when the passage does not say it.',
          },
        ],
      },
      {
        heading: 'Watch the small words',
        steps: [
          {
            point: 'all, some, most, only, never, always',
            say: 'Many statements change one small word. The passage may say some farmers, while the statement says all farmers.',
          },
          {
            say: 'That one word turns a true statement into a false one.',
          },
          {
            point: 'Questions follow the order of the passage',
            say: 'These questions follow the order of the text, so the answer to question five is after the answer to question four.',
          },
          {
            say: 'Yes, No, Not Given questions work the same way, but they ask about the writer\u2019s opinions instead of facts.',
          },
        ],
      },
      {
        heading: 'Matching headings',
        steps: [
          {
            point: 'Read the paragraph first, then the headings',
            say: 'For matching headings, read a paragraph first and decide its main idea in a few words of your own.',
          },
          {
            say: 'Then look for the heading that matches your summary.',
          },
          {
            point: 'The main idea, not one detail',
            say: 'Wrong headings often match one detail in the paragraph, such as a number or a name, but not the whole paragraph.',
          },
          {
            point: 'Start with the paragraphs you are sure of',
            say: 'Do the easy paragraphs first, and cross out each heading you use, so the hard ones have fewer choices left.',
          },
        ],
      },
    ],
    task: {
      point: 'Do one passage in twenty minutes and explain every wrong answer in one line.',
      say: 'Your turn: do one passage in twenty minutes, then for every wrong answer, find the sentence in the passage that proves the right one.',
    },
  },

  'ielts-task1-overview': {
    title: 'IELTS Writing Task 1: the overview and grouping the data',
    kicker: 'IELTS Writing',
    narrator: 'female',
    intro: [
      'In Writing Task 1 you have twenty minutes to describe a graph, a chart, a table, a map or a process in at least one hundred and fifty words.',
      'Many candidates describe every number and still get band five, because they miss the one paragraph examiners look for first: the overview.',
    ],
    slides: [
      {
        heading: 'A shape that always works',
        steps: [
          {
            point: 'Introduction: what the chart shows',
            say: 'Start with one sentence that says what the chart shows, in your own words.',
          },
          {
            say: 'Change the words of the task. Shows the number of students becomes illustrates how many students.',
          },
          {
            point: 'Overview: two or three main features',
            say: 'Next, write the overview: two or three sentences with the main features, and no numbers.',
          },
          {
            point: 'Two detail paragraphs, with figures',
            say: 'Then write two paragraphs of details, with figures that support your overview.',
          },
        ],
      },
      {
        heading: 'Finding the overview',
        steps: [
          {
            point: 'What goes up, and what goes down?',
            say: 'Look at the whole chart for ten seconds before you write. What rises, and what falls?',
          },
          {
            point: 'What is biggest, and what is smallest?',
            say: 'Which item is largest, and which is smallest, at the start and at the end?',
          },
          {
            point: 'What is the biggest change?',
            say: 'Which change is most striking? That is usually the first sentence of your overview.',
          },
          {
            say: 'For example: overall, the use of trains in Mumbai rose steadily, while bus travel fell, and by the end, trains were the most popular choice.',
          },
        ],
      },
      {
        heading: 'Group the data',
        steps: [
          {
            point: 'Put similar lines together',
            say: 'Do not describe the lines one by one in the order of the legend.',
          },
          {
            say: 'Put together the items that behave in the same way, for example all the ones that grew in one paragraph and all the ones that fell in the other.',
          },
          {
            point: 'Choose the key figures, not every figure',
            say: 'Choose the figures that prove your point: the start, the end, the highest point and any sharp change.',
          },
          {
            point: 'Compare as you describe',
            say: 'Comparisons earn marks. Twice as many as, slightly fewer than, and the highest of the three are all useful.',
          },
        ],
      },
      {
        heading: 'Language of change',
        steps: [
          {
            point: 'rose, fell, levelled off, fluctuated',
            say: 'Use a small set of verbs accurately: rose, fell, levelled off, and fluctuated.',
          },
          {
            point: 'sharply, steadily, slightly',
            say: 'Add an adverb to show how fast: sharply, steadily, or slightly.',
          },
          {
            point: 'Past tense for past years',
            say: 'Keep your tenses right. Past years need the past tense, and a forecast needs is expected to, or will.',
          },
          {
            point: 'No reasons, no opinions',
            say: 'Finally, report only what the data shows. Reasons and opinions belong in Task 2, not here.',
          },
        ],
      },
    ],
    task: {
      point: 'Write only the overview for three different charts, in two sentences each.',
      say: 'Your turn: take three charts from practice tests, and write only the overview for each one, in two sentences and without numbers.',
    },
  },

  'ielts-task2-paragraphs': {
    title: 'IELTS Writing Task 2: question types and body paragraphs',
    kicker: 'IELTS Writing',
    narrator: 'male',
    intro: [
      'Task 2 is worth twice as much as Task 1, so it deserves forty minutes of your sixty.',
      'In this lesson you learn to recognise the four common question types, and to write body paragraphs that develop an idea instead of listing ideas.',
    ],
    slides: [
      {
        heading: 'Four common question types',
        steps: [
          {
            point: 'Opinion: do you agree or disagree?',
            say: 'An opinion question asks whether you agree or disagree. Give one clear position and keep it to the end.',
          },
          {
            point: 'Discussion: both views and your own',
            say: 'A discussion question asks you to discuss both views and give your own opinion. You must do all three.',
          },
          {
            point: 'Problem and solution',
            say: 'A problem and solution question needs causes or problems in one paragraph and realistic solutions in the other.',
          },
          {
            point: 'Two-part questions',
            say: 'A two-part question asks two direct questions. Answer each one in its own body paragraph.',
          },
        ],
      },
      {
        heading: 'One paragraph, one idea',
        steps: [
          {
            point: 'Point: the idea in one sentence',
            say: 'Start each body paragraph with one sentence that states its idea.',
          },
          {
            say: 'For example: working from home can make employees more productive.',
          },
          {
            point: 'Explain: why or how it is true',
            say: 'Then explain why or how. Without a daily commute, employees start work fresher and lose less time.',
          },
          {
            point: 'Example: something specific',
            say: 'Then give a specific example. A software tester in Bengaluru who once spent three hours a day in traffic can use that time for work and rest.',
          },
          {
            point: 'Link back to the question',
            say: 'Finish by linking back to the question, so the reader sees why the paragraph matters.',
          },
        ],
      },
      {
        heading: 'The band six habit',
        steps: [
          {
            point: 'Listing many ideas in one paragraph',
            say: 'The most common band six habit is a paragraph that lists four ideas, each in one short sentence.',
          },
          {
            say: 'Each idea is relevant, but none of them is developed, and the descriptors call this insufficiently developed.',
          },
          {
            point: 'Two ideas, fully developed, score higher',
            say: 'Two ideas, each explained and supported with an example, score higher than four ideas listed.',
          },
        ],
      },
      {
        heading: 'Introduction and conclusion',
        steps: [
          {
            point: 'Introduction: the topic and your position',
            say: 'Keep the introduction to two sentences: the topic in your own words, and your position.',
          },
          {
            point: 'Conclusion: the same position, summed up',
            say: 'The conclusion repeats the same position and sums up your two reasons. Never add a new idea at the end.',
          },
          {
            point: 'About 270 words is enough',
            say: 'About two hundred and seventy words is enough. A longer essay is not a better essay, and it leaves no time to check.',
          },
        ],
      },
    ],
    task: {
      point:
        'Write two body paragraphs for one question, each with a point, explanation and example.',
      say: 'Your turn: choose one question, write two body paragraphs with a point, an explanation, an example and a link, and check each step is there.',
    },
  },

  'ielts-speaking-parts-1-3': {
    title: 'IELTS Speaking Parts 1 and 3: answers that go further',
    kicker: 'IELTS Speaking',
    narrator: 'female',
    intro: [
      'The Speaking test is a conversation of eleven to fourteen minutes with an examiner, in three parts.',
      'Part 2 has its own lesson. Here we work on Part 1, the short questions about you, and Part 3, the discussion at the end.',
    ],
    slides: [
      {
        heading: 'Part 1: short, natural answers',
        steps: [
          {
            point: 'Answer, then add one or two sentences',
            say: 'Part 1 lasts four to five minutes, with questions about your home, studies, work and interests.',
          },
          {
            say: 'Answer the question directly, then add one or two sentences: a reason, a detail or an example.',
          },
          {
            point: 'Not one word, not one minute',
            say: 'An answer of one word shows nothing, but a one-minute speech is too long for this part.',
          },
          {
            say: 'For example: do you like cooking? Yes, I do, especially on Sundays. I usually make dosa for my family, because it is the one dish everyone agrees on.',
          },
        ],
      },
      {
        heading: 'Part 3: give opinions with reasons',
        steps: [
          {
            point: 'Opinion, reason, example',
            say: 'Part 3 asks about wider ideas linked to your Part 2 topic, and the questions are more abstract.',
          },
          {
            say: 'Give your opinion, a reason for it, and an example from society, not only from your own life.',
          },
          {
            point: 'Compare: past and present, here and abroad',
            say: 'Comparing helps you go further. How was it twenty years ago? Is it different in cities and villages?',
          },
          {
            point: 'It is fine to think aloud',
            say: 'If a question is difficult, say so naturally. That is an interesting question; I have not thought about it before, but I would say.',
          },
        ],
      },
      {
        heading: 'What the examiner listens for',
        steps: [
          {
            point: 'Fluency: keep going, self-correct quickly',
            say: 'Fluency means speaking without long pauses. If you make a mistake, correct it quickly and carry on.',
          },
          {
            point: 'Vocabulary: precise words, not rare words',
            say: 'Vocabulary means precise words. Crowded and noisy is better than a rare word used wrongly.',
          },
          {
            point: 'Grammar: a mix of simple and complex',
            say: 'Grammar means a mix of simple and complex sentences, with few errors.',
          },
          {
            point: 'Pronunciation: clear, not a foreign accent',
            say: 'Pronunciation means being easy to understand. Your Indian accent is not a problem; unclear word stress is.',
          },
        ],
      },
      {
        heading: 'Avoid these',
        steps: [
          {
            point: 'Memorised answers',
            say: 'Examiners notice memorised answers quickly, and they will move you to a new question.',
          },
          {
            point: 'Repeating the question word for word',
            say: 'Repeating the whole question before you answer wastes time and shows no range.',
          },
        ],
      },
    ],
    task: {
      point:
        'Record five Part 1 answers and three Part 3 answers, then listen for reasons and examples.',
      say: 'Your turn: record yourself answering five Part 1 questions and three Part 3 questions, then check that each answer has a reason or an example.',
    },
  },

  'ielts-practice-review': {
    title: 'Reviewing a practice test: why did you lose each mark?',
    kicker: 'IELTS Practice',
    narrator: 'male',
    intro: [
      'Taking practice tests is not enough. Candidates who improve fastest spend as long reviewing a test as taking it.',
      'This lesson shows you how to review a full practice test, and how to turn the review into next week\u2019s plan.',
    ],
    slides: [
      {
        heading: 'Take it like the real test',
        steps: [
          {
            point: 'One sitting, timed, no dictionary',
            say: 'Take the test in one sitting, with a timer and no dictionary, at the time of day your real test starts.',
          },
          {
            point: 'Mark it with the answer key',
            say: 'Mark Listening and Reading with the answer key, and turn your score into a band with the table that comes with the test.',
          },
        ],
      },
      {
        heading: 'Sort every wrong answer',
        steps: [
          {
            point: 'Did not hear or find it',
            say: 'For every wrong answer, decide why it was wrong. Did you miss the place where the answer was?',
          },
          {
            point: 'Found it, misunderstood it',
            say: 'Did you find the right sentence but misunderstand it, for example a synonym you did not know?',
          },
          {
            point: 'Right idea, wrong form',
            say: 'Or was the idea right, but the spelling, the plural or the word limit wrong?',
          },
          {
            say: 'Count each kind. The biggest group tells you what to practise next, and it is often not what you expected.',
          },
        ],
      },
      {
        heading: 'Writing and Speaking',
        steps: [
          {
            point: 'Check one criterion at a time',
            say: 'For Writing, read your essay four times, once for each criterion, using the public band descriptors.',
          },
          {
            point: 'Record Speaking, then listen twice',
            say: 'For Speaking, record the whole test and listen twice: once for fluency, and once for grammar and words.',
          },
          {
            point: 'A teacher or partner helps most here',
            say: 'If you can, ask a teacher or a study partner to mark one essay, and compare their marks with your own.',
          },
        ],
      },
      {
        heading: 'Turn it into a plan',
        steps: [
          {
            point: 'Pick your two weakest areas',
            say: 'Choose your two weakest areas and practise them every day for a week.',
          },
          {
            point: 'Keep a log of scores and mistakes',
            say: 'Keep a simple log of your scores and your most common mistakes.',
          },
          {
            point: 'Test again after two weeks',
            say: 'Take another full practice test after two weeks, and compare the groups of mistakes, not only the band.',
          },
        ],
      },
    ],
    task: {
      point: 'Review your last practice test and sort every wrong answer into a group.',
      say: 'Your turn: take your last practice test, sort every wrong answer into one of the three groups, and choose your focus for next week.',
    },
  },

  'ielts-task1-process-map': {
    title: 'IELTS Writing Task 1: processes and maps',
    kicker: 'IELTS Writing',
    narrator: 'male',
    intro: [
      'Not every Task 1 is a graph. About one test in five gives you a process diagram or two maps instead.',
      'They have no numbers to compare, so they need a different plan and different language.',
      'In this lesson you learn both.',
    ],
    slides: [
      {
        heading: 'A process: the shape',
        steps: [
          {
            point: 'Introduction: what the process produces',
            say: 'A process diagram shows how something is made or how something happens, step by step.',
          },
          {
            say: 'Your introduction says what the process is, in your own words. The diagram shows how bricks are made becomes the diagram illustrates the stages in the production of bricks.',
          },
          {
            point: 'Overview: how many stages, start and end',
            say: 'Your overview says how many main stages there are, and where the process begins and ends.',
          },
          {
            point: 'Two detail paragraphs, split in the middle',
            say: 'Then describe the stages in order, in two paragraphs of about the same length.',
          },
        ],
      },
      {
        heading: 'Language for a process',
        steps: [
          {
            point: 'The passive: the clay is dug, then mixed',
            say: 'Most man-made processes use the passive, because the people doing the work do not matter.',
          },
          {
            say: 'The clay is dug from the ground, and then it is mixed with sand and water.',
          },
          {
            point: 'Sequence words: first, next, after that, finally',
            say: 'Use sequence words to guide the reader: first, next, after that, once this is done, and finally.',
          },
          {
            point: 'Natural cycles use the active',
            say: 'A natural cycle, such as the life of a frog or the water cycle, usually uses the active voice: the eggs hatch, and the tadpoles grow legs.',
          },
          {
            point: 'Use the words on the labels',
            say: 'Use the words on the labels, but build your own sentences around them.',
          },
        ],
      },
      {
        heading: 'Two maps: then and now',
        steps: [
          {
            point: 'Overview: the biggest changes',
            say: 'Two maps usually show a place at two different times, such as a village thirty years ago and the same village today.',
          },
          {
            say: 'Your overview names the biggest changes: for example, the area became more built up, and the farmland almost disappeared.',
          },
          {
            point: 'Group changes by area or by kind',
            say: 'Then group the changes, either by area, north and south, or by kind: what was built, what was removed, and what stayed the same.',
          },
          {
            point: 'was replaced by, was extended, was demolished',
            say: 'Useful verbs are was replaced by, was extended, was converted into, and was demolished.',
          },
          {
            point: 'Location: to the north of, next to, opposite',
            say: 'Say where things are with phrases such as to the north of the river, next to the school, and opposite the station.',
          },
        ],
      },
    ],
    task: {
      point:
        'Write a process report in 20 minutes, then underline every passive and sequence word.',
      say: 'Your turn: write a report on one process diagram in twenty minutes, then underline every passive verb and every sequence word you used.',
    },
  },

  'ielts-reading-completion': {
    title: 'IELTS Reading: completion tasks and multiple choice',
    kicker: 'IELTS Reading',
    narrator: 'female',
    intro: [
      'Completion tasks ask you to fill gaps in a summary, a set of notes, a table or a sentence, using words from the passage.',
      'Multiple choice asks you to choose the right option from three or four.',
      'Together they make up a large part of every Reading test, and both reward careful reading of a small piece of text.',
    ],
    slides: [
      {
        heading: 'Completion: before you search',
        steps: [
          {
            point: 'Read the word limit first',
            say: 'First, read the instruction. One word only, or no more than two words and or a number, is a rule, not a suggestion.',
          },
          {
            point: 'Decide the kind of word for each gap',
            say: 'Then look at the words around each gap and decide what kind of word is missing: a noun, a verb, an adjective, or a number.',
          },
          {
            point: 'Find the part of the passage',
            say: 'Summary questions usually cover one part of the passage, so find where the summary begins and read that part closely.',
          },
        ],
      },
      {
        heading: 'Completion: writing the answer',
        steps: [
          {
            point: 'Copy the word exactly as it is spelt',
            say: 'Copy the word exactly as it appears in the passage. Do not change its form.',
          },
          {
            point: 'Check the grammar of the full sentence',
            say: 'Then read the whole sentence with your answer in it. If it is not grammatical, the answer is probably wrong.',
          },
          {
            point: 'Some summaries give a box of words',
            say: 'Some summaries give you a box of words to choose from. Then the right word is often a synonym of the word in the passage.',
          },
        ],
      },
      {
        heading: 'Multiple choice',
        steps: [
          {
            point: 'Read the question stem, not the options',
            say: 'Read the question stem first and find the part of the passage it is about, before you read the options.',
          },
          {
            point: 'Rule out options one by one',
            say: 'Then check each option against the text, and cross out the ones the passage does not support.',
          },
          {
            point: 'Beware of options that repeat words',
            say: 'Be careful with an option that repeats many words from the passage. It is often a trap that mixes two ideas.',
          },
          {
            point: 'Choose TWO means two answers',
            say: 'When the question says choose two letters, you need both, and each letter usually scores one mark.',
          },
        ],
      },
    ],
    task: {
      point:
        'Do one summary completion and one multiple-choice set, and check each answer in the text.',
      say: 'Your turn: do one summary completion and one set of multiple-choice questions, and for each answer, underline the words in the passage that prove it.',
    },
  },

  'ielts-task2-language': {
    title: 'IELTS Writing Task 2: vocabulary and grammar that score',
    kicker: 'IELTS Writing',
    narrator: 'female',
    intro: [
      'Half of your Writing band comes from two criteria: lexical resource, which means vocabulary, and grammatical range and accuracy.',
      'Many candidates try to raise these scores with rare words and very long sentences.',
      'This lesson shows what examiners actually reward.',
    ],
    slides: [
      {
        heading: 'Vocabulary: precise, not rare',
        steps: [
          {
            point: 'Topic words: be specific',
            say: 'Use words that are precise for the topic. Instead of many people use vehicles, write commuters rely on private cars.',
          },
          {
            point: 'Collocations: words that go together',
            say: 'Learn words with their partners. We say a heavy fine, a serious problem, and to raise awareness, not a strong fine or to increase awareness.',
          },
          {
            point: 'Paraphrase the question',
            say: 'Paraphrase the question in your introduction, but only with words you are sure of. A wrong synonym costs more than a repeated word.',
          },
        ],
      },
      {
        heading: 'Common errors from Indian English',
        steps: [
          {
            point: 'Nowadays, the youngsters... drop the the',
            say: 'Some habits of Indian English are marked as errors in IELTS.',
          },
          {
            say: 'For example, young people in general takes no article, so write young people today, not the youngsters of today.',
          },
          {
            point: 'Avoid: do the needful, kindly, revert',
            say: 'Office words such as do the needful, kindly, and revert are not academic English. Avoid them in essays.',
          },
          {
            point: 'Uncountable: information, advice, equipment',
            say: 'Information, advice, research and equipment are uncountable, so they never take an s.',
          },
        ],
      },
      {
        heading: 'Grammar: range with accuracy',
        steps: [
          {
            point: 'Mix simple and complex sentences',
            say: 'Range means a mix of sentence types, not every sentence long.',
          },
          {
            say: 'Use some complex sentences with although, because, which, and if, and keep some short sentences for your main points.',
          },
          {
            point: 'Conditionals for results',
            say: 'Conditionals are natural in arguments: if governments taxed sugary drinks, people would buy fewer of them.',
          },
          {
            point: 'Accuracy: more than half error-free',
            say: 'For band seven, many of your sentences must be free of errors, so choose a structure you can control.',
          },
        ],
      },
    ],
    task: {
      point:
        'Rewrite one old essay: five precise words, three complex sentences, no office English.',
      say: 'Your turn: rewrite one of your old essays with five more precise words, three correct complex sentences, and no office English.',
    },
  },

  'ielts-listening-forms-maps': {
    title: 'IELTS Listening: forms, notes and maps',
    kicker: 'IELTS Listening',
    narrator: 'male',
    intro: [
      'Parts 1 and 2 of the Listening test are where most candidates should collect their easiest marks.',
      'Part 1 usually asks you to complete a form or a set of notes, and Part 2 often asks you to label a map or a plan.',
      'This lesson gives you a routine for each, with the mistakes we see most often.',
    ],
    slides: [
      {
        heading: 'Completing a form',
        steps: [
          {
            point: 'Read the whole form before the recording starts',
            say: 'Use the time before the recording to read the whole form, not only the first few gaps.',
          },
          {
            point: 'Ask: what kind of answer fits each gap?',
            say: 'For each gap, decide what fits: a surname, a postcode, a date, a price, or a time.',
          },
          {
            say: 'A gap that follows a price sign needs a number only. Writing the sign again can make the answer wrong.',
          },
          {
            point: 'Names are spelt letter by letter',
            say: 'When a speaker spells a name, write each letter as you hear it, and check the total number of letters at the end.',
          },
          {
            point: 'Answers come in order, and quickly',
            say: 'The answers come in the same order as the gaps. If you miss one, leave it, and listen for the next.',
          },
        ],
      },
      {
        heading: 'Labelling a map or a plan',
        steps: [
          {
            point: 'Find the starting point on the map',
            say: 'In the reading time, find where the speaker will start: the entrance, the car park, or a you are here sign.',
          },
          {
            point: 'Learn the direction words',
            say: 'Then listen for direction words: on your left, straight ahead, at the far end, just past, and opposite.',
          },
          {
            point: 'Follow with your pencil as you listen',
            say: 'Follow the speaker with your pencil on the map, so you always know where you are.',
          },
          {
            say: 'If you lose your place, listen for the next place name that is already printed on the map, and start again from there.',
          },
        ],
      },
      {
        heading: 'Common mistakes',
        steps: [
          {
            point: 'Writing a word the speaker rejected',
            say: 'The speaker may offer two choices and reject one. The room is not on the first floor; it is on the second.',
          },
          {
            point: 'Dates written two different ways',
            say: 'Write dates in one clear form, such as 14 March, and use the form the question shows.',
          },
          {
            point: 'Capital letters do not matter, spelling does',
            say: 'Capital letters do not change your score, but one wrong letter in a street name does.',
          },
        ],
      },
    ],
    task: {
      point: 'Do three Part 1 forms and two Part 2 maps, then check every spelling.',
      say: 'Your turn: do three Part 1 forms and two Part 2 maps from practice tests, then check the spelling of every answer against the key.',
    },
  },

  'ielts-test-day': {
    title: 'IELTS test day: computer or paper, timing and nerves',
    kicker: 'IELTS Practice',
    narrator: 'female',
    intro: [
      'Good preparation can be undone by a bad test day.',
      'In this lesson we look at choosing between the computer and the paper test, at how the day runs, and at keeping calm when something goes wrong.',
    ],
    slides: [
      {
        heading: 'Computer or paper?',
        steps: [
          {
            point: 'Same test, same questions, same scoring',
            say: 'The computer test and the paper test have the same questions, the same timing and the same marking.',
          },
          {
            point: 'Computer: results in a few days',
            say: 'On the computer, results usually come within a few days, and you can type your essays, which many candidates find faster.',
          },
          {
            point: 'Paper: ten minutes to copy Listening answers',
            say: 'On paper, you get ten minutes at the end of Listening to copy your answers, and you can write notes on the question paper.',
          },
          {
            point: 'Practise in the form you will take',
            say: 'Whichever you choose, practise in the same form for the last three weeks before the test.',
          },
        ],
      },
      {
        heading: 'How the day runs',
        steps: [
          {
            point: 'Listening, Reading and Writing: no breaks',
            say: 'Listening, Reading and Writing are taken one after the other, with no break between them, so about two hours and forty minutes in one sitting.',
          },
          {
            point: 'Speaking: the same day or another day',
            say: 'The Speaking test may be on the same day or up to a week before or after, so check your booking carefully.',
          },
          {
            point: 'Bring the passport you registered with',
            say: 'Bring the same passport you used to register. A different document, even a valid one, can stop you taking the test.',
          },
        ],
      },
      {
        heading: 'Managing time in the room',
        steps: [
          {
            point: 'Reading: no extra time at the end',
            say: 'In Reading there is no extra time to copy answers, so write each answer in its place as you go.',
          },
          {
            point: 'Writing: Task 2 first, if that suits you',
            say: 'In Writing you may do Task 2 first. Many candidates do, because it carries more marks.',
          },
          {
            point: 'Watch the clock, not the candidate next to you',
            say: 'Check the clock at fixed points, for example after each Reading passage, and ignore how fast others are writing.',
          },
        ],
      },
      {
        heading: 'When nerves strike',
        steps: [
          {
            point: 'Missed an answer? Let it go',
            say: 'If you miss a Listening answer, let it go at once. Worrying about it costs you the next three.',
          },
          {
            point: 'Blank mind in Speaking? Say so, then begin',
            say: 'If your mind goes blank in Speaking, say so calmly, then begin with something simple about your own life.',
          },
          {
            point: 'Sleep matters more than one more test',
            say: 'The night before, sleep instead of taking one more practice test. A rested mind reads faster.',
          },
        ],
      },
    ],
    task: {
      point: 'Do one full practice test at the time your real test starts, in the same form.',
      say: 'Your turn: a week before your test, do one full practice test at the same time of day, in the same form, computer or paper, as the real one.',
    },
  },
};
