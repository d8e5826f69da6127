// The four IELTS courses.
import { article, video } from '../lessons';
import type { CourseContent } from '../types';

export const ieltsCourses: Record<string, CourseContent> = {
  'ielts-academic-complete': {
    subtitle: 'All four IELTS Academic modules in eighteen lessons, with a six-week study plan',
    level: 'intermediate',
    language: 'English',
    category: 'IELTS',
    instructor: 'meera-iyer',
    outcomes: [
      'Understand how each of the four modules is scored, band by band',
      'Read ahead in Listening and avoid the traps in numbers, spelling and word limits',
      'Answer the main Reading question types and finish three passages in sixty minutes',
      'Write a Task 1 report with a clear overview for graphs, processes and maps',
      'Plan and write a Task 2 essay with developed paragraphs in 40 minutes',
      'Answer all three parts of the Speaking test with reasons and examples',
    ],
    requirements: [
      'English at about B1 level: you can read a newspaper article with a dictionary',
      'Full practice tests to use with the study plan (they are not part of the course)',
    ],
    updatedOn: '2026-11-27',
    sections: [
      {
        title: 'The test and your plan',
        lessons: [
          article(
            'How the four modules are scored',
            `<p>IELTS Academic has four parts: <strong>Listening</strong>, <strong>Reading</strong>,
            <strong>Writing</strong> and <strong>Speaking</strong>. Each gets a band from 0 to 9, in half
            bands, and your overall band is the average of the four, rounded to the nearest half band.</p>
            <h3>Listening and Reading</h3>
            <p>Both have 40 questions. Your band comes from the number you get right: about 30 correct
            answers gives band 7 in Listening, and about the same in Academic Reading. Spelling counts, so
            a correct word spelt wrongly scores nothing.</p>
            <h3>Writing and Speaking</h3>
            <p>Examiners mark these against four public criteria:</p>
            <ul>
              <li>Task response (Writing) or fluency and coherence (Speaking)</li>
              <li>Coherence and cohesion (Writing) or lexical resource (Speaking)</li>
              <li>Lexical resource (Writing) or grammatical range and accuracy (Speaking)</li>
              <li>Grammatical range and accuracy (Writing) or pronunciation (Speaking)</li>
            </ul>
            <p>Each criterion counts equally. That is good news: a weak area can be trained on its own,
            and this course shows you how, one criterion at a time.</p>
            <h3>How the overall band is rounded</h3>
            <p>Suppose you score 6.5 in Listening, 6.5 in Reading, 5.5 in Writing and 6 in Speaking. The
            average is 6.125, which rounds down to an overall 6. Had Writing been 6, the average would
            be 6.25, which rounds up to 6.5. Half a band in your weakest module can move the overall
            band, and many universities also ask for a minimum in each module, often 6 in Writing.
            Check the exact figures on each university’s page before you set your target.</p>`,
          ),
          article(
            'A six-week study plan',
            `<p>This plan takes you through the course in six weeks at about <strong>one hour a day, six
            days a week</strong>: a lesson or two, then practice on your own. You need full practice
            tests or practice sets for that; they are not part of this course.</p>
            <ol>
              <li><strong>Week 1:</strong> “How the four modules are scored” and “Reviewing a practice
              test”. Take one full practice test, review it, and write down your two weakest areas.</li>
              <li><strong>Week 2:</strong> the two Listening lessons and the three Reading lessons. Do one
              Listening part and one Reading passage every day, timed.</li>
              <li><strong>Week 3:</strong> the two Task 1 videos and the line-graph reading. Write a Task 1
              report every second day.</li>
              <li><strong>Week 4:</strong> the three Task 2 lessons. Plan an essay every day and write one
              in full every second day.</li>
              <li><strong>Week 5:</strong> the three Speaking lessons. Record one Part 2 talk and five Part
              1 or Part 3 answers a day.</li>
              <li><strong>Week 6:</strong> two full practice tests under exam conditions, each reviewed as
              the review lesson shows, and the test-day lesson. Rest the day before the test.</li>
            </ol>
            <p>Keep a log of what you practised and your scores. Steady work like this often brings half
            a band, but how far you get depends on your starting level and how much you practise.</p>`,
          ),
        ],
      },
      {
        title: 'Listening and Reading',
        lessons: [
          video('Listening: the four parts and how to read ahead', 'ielts-listening-parts', true),
          video('Listening: forms, notes and maps', 'ielts-listening-forms-maps', true),
          video(
            'Reading: True, False, Not Given and matching headings',
            'ielts-reading-question-types',
          ),
          video('Reading: completion tasks and multiple choice', 'ielts-reading-completion'),
          article(
            'Reading: skimming and scanning under time pressure',
            `<p>Sixty minutes for three long passages and forty questions leaves about twenty minutes a
            passage. You cannot read every word carefully, and you do not need to.</p>
            <h3>Skim first, for two minutes</h3>
            <p>Read the title, the first sentence of each paragraph and the last paragraph. Write one or
            two words in the margin saying what each paragraph is about. This map saves time later.</p>
            <h3>Then scan for each question</h3>
            <ul>
              <li>Underline the <strong>keyword</strong> in the question that is easiest to find: a name,
              a number, a date or a technical word.</li>
              <li>Use your margin map to go to the right paragraph, and look only for that word or a
              synonym of it.</li>
              <li>Read the sentences around it carefully, because that is where the answer is.</li>
            </ul>
            <h3>True, False, Not Given</h3>
            <p>“False” means the passage says the opposite. “Not Given” means the passage does not say.
            If you are searching for a long time and cannot find it, it is probably Not Given.</p>`,
          ),
        ],
      },
      {
        title: 'Writing',
        lessons: [
          video('Task 1: the overview and grouping the data', 'ielts-task1-overview'),
          video('Task 1: processes and maps', 'ielts-task1-process-map'),
          article(
            'Task 1: describing a line graph',
            `<p>In Writing Task 1 you have 20 minutes to describe a graph, chart, table, map or process in
            at least 150 words. Line graphs are the most common, and a simple four-paragraph shape works
            every time.</p>
            <ol>
              <li><strong>Introduction:</strong> say what the graph shows in your own words. Change
              “shows the number of visitors” to “illustrates how many people visited”.</li>
              <li><strong>Overview:</strong> two sentences with the main trends, without numbers. This is
              the paragraph examiners look for first.</li>
              <li><strong>Details 1:</strong> the biggest changes, with figures and dates.</li>
              <li><strong>Details 2:</strong> the other lines, compared with the first.</li>
            </ol>
            <h3>Language that helps</h3>
            <ul>
              <li>Verbs: <em>rose, climbed, fell, dropped, levelled off, fluctuated</em></li>
              <li>Adverbs: <em>sharply, steadily, slightly, gradually</em></li>
              <li>Comparisons: <em>twice as many as, slightly fewer than, the highest of the three</em></li>
            </ul>
            <p>Do not give reasons or opinions; Task 1 only reports what the data shows.</p>
            <h3>A worked overview</h3>
            <p>Imagine a graph of how students in Pune travelled to college between 2005 and 2025, by
            bus, scooter and metro. A good overview needs no figures: “Overall, the scooter remained the
            most popular choice throughout the period, while bus travel declined and the metro, which
            opened halfway through, grew rapidly.” Two features, one sentence each, and the examiner
            already knows you have understood the whole graph.</p>`,
          ),
          video('Task 2: plan your essay in five minutes', 'ielts-task2-planning'),
          video('Task 2: question types and body paragraphs', 'ielts-task2-paragraphs'),
          video('Task 2: vocabulary and grammar that score', 'ielts-task2-language'),
        ],
      },
      {
        title: 'Speaking and practice tests',
        lessons: [
          video('Speaking Part 2: using your one minute', 'ielts-speaking-part2'),
          video('Speaking Parts 1 and 3: answers that go further', 'ielts-speaking-parts-1-3'),
          video('Word stress for a better pronunciation score', 'word-stress'),
          video('Reviewing a practice test', 'ielts-practice-review'),
          video('Test day: computer or paper, timing and nerves', 'ielts-test-day'),
        ],
      },
    ],
  },

  'ielts-general-training': {
    subtitle: 'Letters, everyday reading and speaking for work visas and permanent residency',
    level: 'intermediate',
    language: 'English',
    category: 'IELTS',
    instructor: 'meera-iyer',
    outcomes: [
      'Choose the right tone for formal, semi-formal and informal letters',
      'Open every letter with its purpose in the first sentence',
      'Plan a Task 2 essay in five minutes and keep to it',
      'Find answers quickly in notices, adverts and workplace documents',
      'Read ahead in Listening and avoid the common traps',
      'Give Part 1 and Part 3 Speaking answers with reasons and examples',
    ],
    requirements: [
      'English at about B1 level',
      'Your target band for the visa or programme you are applying to',
    ],
    updatedOn: '2026-11-27',
    sections: [
      {
        title: 'Letters',
        lessons: [
          article(
            'Formal, semi-formal or informal? Reading the task',
            `<p>Task 1 of General Training Writing asks for a letter of at least 150 words in 20 minutes.
            Before you write a word, decide <strong>who you are writing to</strong>, because that decides
            the tone, the greeting and the closing.</p>
            <ul>
              <li><strong>Formal:</strong> someone you do not know, such as a manager or a company.
              Begin “Dear Sir or Madam” and end “Yours faithfully”.</li>
              <li><strong>Semi-formal:</strong> someone you know but not well, such as a landlord or a
              neighbour. Begin “Dear Mr Kapoor” and end “Yours sincerely”.</li>
              <li><strong>Informal:</strong> a friend or a relative. Begin “Dear Sneha” or “Hi Sneha” and
              end “Best wishes” or “Love”.</li>
            </ul>
            <h3>Cover every bullet point</h3>
            <p>The task always gives three bullet points. Write one paragraph for each, in the same order,
            and you will never lose marks for missing part of the task.</p>
            <p>Informal letters may use contractions such as <em>I’m</em> and <em>can’t</em>; formal
            letters should not.</p>`,
          ),
          video('Opening lines that get to the point', 'email-first-lines', true),
        ],
      },
      {
        title: 'Task 2 essay',
        lessons: [
          video('Planning your Task 2 essay', 'ielts-task2-planning', true),
          video('Task 2: question types and body paragraphs', 'ielts-task2-paragraphs'),
        ],
      },
      {
        title: 'Listening and reading',
        lessons: [
          video('Listening: the four parts and how to read ahead', 'ielts-listening-parts'),
          article(
            'Reading workplace texts: notices, adverts and policies',
            `<p>Sections 1 and 2 of General Training Reading use the kind of texts you will meet in a new
            country: job adverts, timetables, staff notices and company policies. They are easier to read
            than academic passages but full of small details.</p>
            <h3>How to read them</h3>
            <ul>
              <li>Look at the layout first. Headings, bold words and bullet points tell you where each
              kind of information is.</li>
              <li>Watch for conditions: <em>only</em>, <em>unless</em>, <em>except</em>, <em>before</em>.
              Many wrong answers come from missing one of these words.</li>
              <li>Numbers matter. Check whether the text says “at least five days” or “within five
              days”.</li>
            </ul>
            <h3>Matching questions</h3>
            <p>When you must match statements to several short texts, read the statements first and
            underline one key idea in each. Then read each short text once and tick the statements it
            matches. This is faster than reading every text for every statement.</p>`,
          ),
        ],
      },
      {
        title: 'Speaking',
        lessons: [
          video('Speaking Part 2: your one-minute plan', 'ielts-speaking-part2'),
          video('Speaking Parts 1 and 3: answers that go further', 'ielts-speaking-parts-1-3'),
        ],
      },
    ],
  },

  'ielts-writing-band-booster': {
    subtitle: 'How examiners mark Writing, and how to earn the extra half band',
    level: 'advanced',
    language: 'English',
    category: 'IELTS',
    instructor: 'meera-iyer',
    outcomes: [
      'Read the four Writing criteria the way an examiner does',
      'Write a Task 1 overview with the two or three main features',
      'Plan a Task 2 essay with one clear position and two developed reasons',
      'Write paragraphs that develop an idea instead of repeating it',
      'Use linking words, precise vocabulary and tenses accurately, without sounding memorised',
      'Check an essay for your most common errors in ten minutes',
    ],
    requirements: [
      'A current Writing score of about band 6, or practice essays at that level',
      'Two or three of your own recent essays to rewrite during the course',
    ],
    updatedOn: '2026-11-27',
    sections: [
      {
        title: 'How Writing is marked',
        lessons: [
          article(
            'The four criteria in plain words',
            `<p>Every IELTS essay is marked on four criteria, each worth a quarter of your Writing band.</p>
            <ol>
              <li><strong>Task response:</strong> did you answer the exact question, give a clear position
              and support it with developed ideas?</li>
              <li><strong>Coherence and cohesion:</strong> can the reader follow you? One idea per
              paragraph, a logical order, and linking words that show real relationships.</li>
              <li><strong>Lexical resource:</strong> is your vocabulary precise and varied, with natural
              word combinations and correct spelling?</li>
              <li><strong>Grammatical range and accuracy:</strong> do you use a mix of simple and complex
              sentences, and how many of them are free of errors?</li>
            </ol>
            <p>Notice what is not on the list: long words for their own sake, memorised introductions and
            a fixed number of linking words. Examiners are trained to spot memorised language, and it
            can lower your score.</p>
            <p>In the lessons that follow, each criterion gets its own practice, so you can work on the
            one holding your band down.</p>`,
          ),
          article(
            'What separates band 6 from band 7',
            `<p>The jump from 6 to 7 is the one most candidates need for universities and skilled visas,
            and it rarely depends on vocabulary alone. Compare the public descriptors and three
            differences stand out.</p>
            <ul>
              <li><strong>Position:</strong> at band 6 the position may be unclear in places; at band 7 it
              is clear <em>throughout</em>. State it in the introduction and repeat it in the
              conclusion.</li>
              <li><strong>Development:</strong> band 6 ideas are relevant but may be “insufficiently
              developed”. Band 7 ideas are extended with an explanation and an example.</li>
              <li><strong>Accuracy:</strong> band 7 needs “frequent error-free sentences”. In practice,
              more than half of your sentences should have no mistakes at all.</li>
            </ul>
            <p>So a band 7 essay is usually not longer or fancier than a band 6 essay. It is clearer,
            more developed and more accurate. That is exactly what a five-minute plan and a ten-minute
            check give you.</p>`,
          ),
        ],
      },
      {
        title: 'Task 1',
        lessons: [
          video('Task 1: the overview examiners look for first', 'ielts-task1-overview', true),
        ],
      },
      {
        title: 'Task 2',
        lessons: [
          video('Plan your essay in five minutes', 'ielts-task2-planning', true),
          video('Question types and body paragraphs', 'ielts-task2-paragraphs'),
          article(
            'Paragraphs that develop an idea',
            `<p>A body paragraph in a band 7 essay does one job: it proves one reason for your position.
            A simple four-step pattern keeps it on track.</p>
            <ol>
              <li><strong>Point:</strong> one sentence with the reason. “Public transport reduces
              pollution in large cities.”</li>
              <li><strong>Explain:</strong> why or how it is true. “Each full bus replaces dozens of cars,
              so far less fuel is burned per passenger.”</li>
              <li><strong>Example:</strong> something specific. “When Delhi moved its buses to CNG, the
              air quality improved noticeably.”</li>
              <li><strong>Link back:</strong> connect it to the question. “For this reason, investment in
              buses benefits everyone, not only passengers.”</li>
            </ol>
            <p>Avoid the most common band 6 habit: writing three reasons in one paragraph, each in a
            single sentence. Two reasons, each fully developed, score higher than four listed ones.</p>`,
          ),
          article(
            'Linking words without sounding memorised',
            `<p>Cohesion is not counting linking words. Examiners reward linking that shows a real
            relationship between ideas, and they notice when words like <em>moreover</em> start every
            sentence.</p>
            <h3>Choose by meaning</h3>
            <ul>
              <li>Adding: <em>also, in addition, what is more</em></li>
              <li>Contrasting: <em>however, although, on the other hand</em></li>
              <li>Cause and result: <em>because, as a result, this means that</em></li>
              <li>Example: <em>for instance, such as</em></li>
            </ul>
            <h3>Use reference words too</h3>
            <p>Some of the best cohesion has no linking word at all. Words such as <em>this</em>,
            <em>these problems</em>, <em>such measures</em> and <em>the former</em> point back to an
            idea you have already mentioned, and they make your writing flow naturally.</p>
            <p><strong>Try this:</strong> take one of your essays and circle every linking word. If more
            than one sentence in three starts with one, rewrite some using reference words instead.</p>`,
          ),
          video('Vocabulary and grammar that score', 'ielts-task2-language'),
        ],
      },
      {
        title: 'Accuracy',
        lessons: [
          video('Present perfect or simple past?', 'present-perfect-or-past'),
          article(
            'A ten-minute proofreading routine',
            `<p>Keep the last ten minutes of the Writing test for checking. Reading your essay once from
            start to finish catches little; checking for <strong>one kind of error at a time</strong>
            catches much more.</p>
            <ol>
              <li><strong>Verbs (3 minutes):</strong> subject and verb agree (<em>the number of students
              has</em>), tenses match the time you mean.</li>
              <li><strong>Articles and plurals (3 minutes):</strong> <em>a</em>, <em>an</em>,
              <em>the</em>, and the <em>s</em> on plural nouns.</li>
              <li><strong>Sentence ends (2 minutes):</strong> no sentence joined to another with only a
              comma.</li>
              <li><strong>Your personal error (2 minutes):</strong> the mistake your teacher marks most
              often on your practice essays.</li>
            </ol>
            <p>Keep a list of your corrected mistakes during the course. By the test day you will know
            your three most common errors, and you can look for them first.</p>`,
          ),
        ],
      },
    ],
  },

  'ielts-speaking-confidence': {
    subtitle: 'Speak for two minutes without freezing, in every part of the Speaking test',
    level: 'intermediate',
    language: 'English',
    category: 'IELTS',
    instructor: 'meera-iyer',
    outcomes: [
      'Extend Part 1 answers naturally to two or three sentences',
      'Plan a Part 2 talk in one minute with keywords',
      'Give opinions with reasons and examples in Part 3',
      'Pause in the right places and stress words correctly',
    ],
    requirements: [
      'You can hold a simple conversation in English',
      'A phone to record your practice answers',
    ],
    updatedOn: '2026-11-27',
    sections: [
      {
        title: 'Parts 1 and 2',
        lessons: [
          article(
            'Part 1: extend every answer',
            `<p>Part 1 lasts four to five minutes and covers familiar topics: your home, your studies or
            work, your hobbies. The most common mistake is answering in one word. “Do you like cooking?”
            “Yes.” That gives the examiner nothing to assess.</p>
            <h3>Answer, reason, detail</h3>
            <p>Aim for two or three sentences:</p>
            <ul>
              <li><strong>Answer:</strong> “Yes, I really enjoy it.”</li>
              <li><strong>Reason:</strong> “It helps me relax after a long day at the office.”</li>
              <li><strong>Detail:</strong> “At the weekends I usually try a new recipe, often something
              from South India.”</li>
            </ul>
            <p>Do not go on for a full minute, though. Part 1 is a conversation, and the examiner has
            several questions to ask. Two or three sentences is the right length.</p>
            <h3>When you do not know much about a topic</h3>
            <p>Say so honestly and still extend: “I don’t know much about art, to be honest, but I did
            enjoy a small exhibition in my college last year.”</p>`,
          ),
          video('Part 2: use your one minute well', 'ielts-speaking-part2', true),
        ],
      },
      {
        title: 'Sounding natural',
        lessons: [
          video('Word stress in three-syllable words', 'word-stress', true),
          video('Pausing in the right places', 'reading-aloud-pausing'),
        ],
      },
      {
        title: 'Part 3 and the whole test',
        lessons: [
          article(
            'Part 3: giving opinions with reasons',
            `<p>Part 3 is a discussion of more abstract ideas linked to your Part 2 topic. If Part 2 was
            about a teacher you remember, Part 3 may ask whether technology will replace teachers.
            Examiners want to hear you <strong>develop an opinion</strong>.</p>
            <h3>A three-step answer</h3>
            <ol>
              <li><strong>Opinion:</strong> “I don’t think technology will replace teachers
              completely.”</li>
              <li><strong>Reason:</strong> “Young learners especially need someone to motivate them and
              notice when they are struggling.”</li>
              <li><strong>Example or contrast:</strong> “During the lockdowns, many children had online
              classes, and a lot of them fell behind.”</li>
            </ol>
            <h3>Phrases that buy thinking time</h3>
            <ul>
              <li>“That’s an interesting question. I suppose…”</li>
              <li>“It depends on what we mean by…”</li>
              <li>“I’ve never really thought about that, but…”</li>
            </ul>
            <p>It is fine to say you are not sure, as long as you then explore both sides.</p>`,
          ),
          video('Parts 1 and 3: answers that go further', 'ielts-speaking-parts-1-3'),
        ],
      },
    ],
  },
};
