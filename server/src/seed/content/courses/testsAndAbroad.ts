// TOEFL, PTE and the study-abroad courses.
import { article, video } from '../lessons';
import type { CourseContent } from '../types';

export const testsAndAbroadCourses: Record<string, CourseContent> = {
  'toefl-ibt-essentials': {
    subtitle:
      'The TOEFL iBT section by section, with note-taking and speaking habits that raise scores',
    level: 'intermediate',
    language: 'English',
    category: 'TOEFL & PTE',
    instructor: 'arjun-malhotra',
    outcomes: [
      'Know what each of the four sections tests and what it rewards',
      'Take short, usable notes during lectures and conversations',
      'Speak in clear word groups with the stress in the right place',
      'Write a focused response to the Academic Discussion task',
    ],
    requirements: [
      'English at about B1 to B2 level',
      'Headphones, to hear the spoken examples in the video lessons',
      'The universities on your list and the score each asks for',
    ],
    updatedOn: '2026-05-19',
    sections: [
      {
        title: 'Inside the test',
        lessons: [
          article(
            'The four sections and what they test',
            `<p>The TOEFL iBT measures academic English in four sections: <strong>Reading</strong>, <strong>Listening</strong>, <strong>Speaking</strong> and
            <strong>Writing</strong>. Everything happens on a computer, and you speak into a microphone
            and type your written answers.</p>
            <ul>
              <li><strong>Reading</strong> checks whether you understand academic texts: main ideas,
              details, vocabulary in context and the writer’s purpose.</li>
              <li><strong>Listening</strong> uses lectures and campus conversations. You hear each one
              once, so notes matter.</li>
              <li><strong>Speaking</strong> asks for short spoken responses, timed to the second. Clear
              delivery counts as much as content.</li>
              <li><strong>Writing</strong> includes a response to an online academic discussion, where
              you add your own view to a class debate.</li>
            </ul>
            <p>ETS revised the test in 2026, so always check the current task list and timing on the
            official TOEFL website before you book. The skills in this course, from note-taking to
            planning, apply to every version of the test.</p>`,
          ),
          article(
            'Note-taking for lectures',
            `<p>In the Listening section you hear each lecture only once, and the questions come
            afterwards. Good notes are short, structured and mostly keywords.</p>
            <h3>Set up your page</h3>
            <p>Draw a line down the page. Main ideas go on the left; examples and details go on the
            right, next to the idea they support.</p>
            <h3>Listen for signals</h3>
            <ul>
              <li>“Today we’ll look at…” introduces the topic: write it at the top.</li>
              <li>“There are two reasons…” tells you how many points to expect: write 1 and 2.</li>
              <li>“For example…” or “Take the case of…” introduces detail for the right side.</li>
              <li>“So what does this mean?” usually comes before the main conclusion.</li>
            </ul>
            <h3>Use symbols</h3>
            <p>Arrows for cause and result, = for “is” or “means”, ↑ and ↓ for increase and decrease,
            and short forms such as <em>govt</em>, <em>info</em> and <em>b/c</em> for because.</p>
            <p>Practise with any university lecture online: ten minutes of listening, then summarise it
            from your notes in three sentences.</p>`,
          ),
        ],
      },
      {
        title: 'Speaking and Writing',
        lessons: [
          video('Speaking clearly: pause at phrase boundaries', 'reading-aloud-pausing', true),
          video('Word stress for clear spoken responses', 'word-stress'),
          article(
            'The Academic Discussion task',
            `<p>In this Writing task you read a professor’s question and two short posts from
            classmates, then write your own contribution in about ten minutes. A response of around
            <strong>120 words</strong> is enough for a high score if it is focused.</p>
            <h3>A simple shape</h3>
            <ol>
              <li><strong>Your position</strong> in one sentence, answering the professor’s question
              directly.</li>
              <li><strong>A new reason</strong> that neither classmate mentioned. This is the key to a
              high score: add to the discussion instead of repeating it.</li>
              <li><strong>An example or explanation</strong> that makes the reason convincing.</li>
              <li>Optionally, <strong>one sentence engaging a classmate</strong>: “Priya makes a fair
              point about cost, but…”</li>
            </ol>
            <h3>What to avoid</h3>
            <ul>
              <li>Long introductions that restate the question.</li>
              <li>Copying phrases from the posts.</li>
              <li>A conclusion paragraph; there is no time and no need.</li>
            </ul>
            <p>Spend one minute planning and two minutes checking. That leaves seven for writing.</p>`,
          ),
        ],
      },
    ],
  },

  'pte-academic-fast-track': {
    subtitle: 'Targeted strategies for the PTE tasks that carry the most marks',
    level: 'intermediate',
    language: 'English',
    category: 'TOEFL & PTE',
    instructor: 'arjun-malhotra',
    outcomes: [
      'Read aloud with natural pausing and clear word stress',
      'Describe any image in forty seconds with a reusable structure',
      'Summarise a written text in one accurate sentence',
      'Score well in Write From Dictation by listening for every word',
    ],
    requirements: [
      'English at about B1 level',
      'A headset with a microphone, like the one used in the test centre',
    ],
    updatedOn: '2026-06-11',
    sections: [
      {
        title: 'Speaking',
        lessons: [
          video('Read Aloud: pause at phrase boundaries', 'reading-aloud-pausing', true),
          video('Word stress in Read Aloud and Repeat Sentence', 'word-stress', true),
          article(
            'Describe Image in forty seconds',
            `<p>In Describe Image you get about 25 seconds to study a graph, chart, map or picture, then
            40 seconds to describe it. The computer scores <strong>content</strong>,
            <strong>oral fluency</strong> and <strong>pronunciation</strong>, so a steady, complete
            description beats a perfect but hesitant one.</p>
            <h3>A five-sentence structure</h3>
            <ol>
              <li>What it is: “This bar chart shows the number of students in four faculties.”</li>
              <li>The highest: “The largest group is engineering, with about 400 students.”</li>
              <li>The lowest: “The smallest is law, with fewer than 100.”</li>
              <li>One comparison or trend: “Science and arts are similar, at around 250 each.”</li>
              <li>A conclusion: “Overall, engineering is clearly the most popular faculty.”</li>
            </ol>
            <p>Use the 25 seconds to find the title, the highest and the lowest values. Do not stop
            speaking for more than three seconds; the microphone may close.</p>
            <p>Practise with ten different kinds of images, recording each one.</p>`,
          ),
        ],
      },
      {
        title: 'Writing and listening',
        lessons: [
          article(
            'Summarise Written Text in one sentence',
            `<p>You read a passage of up to 300 words and have ten minutes to summarise it in
            <strong>one sentence of 5 to 75 words</strong>. Two sentences, or a sentence without a
            full stop at the end, lose marks for form.</p>
            <h3>Find three ideas</h3>
            <p>Most passages have a main idea and two supporting points. Note each in a few words
            while you read.</p>
            <h3>Join them with the right words</h3>
            <p>A reliable pattern is: <em>main idea</em>, <strong>and</strong> <em>support one</em>,
            <strong>although / while / because</strong> <em>support two</em>.</p>
            <p>For example: “Remote work has become common among office staff, and many report higher
            productivity, although managers worry about team communication.”</p>
            <ul>
              <li>Use your own words where you can, but keep key terms from the text.</li>
              <li>Aim for 30 to 50 words; longer sentences tend to collect grammar errors.</li>
              <li>Check the capital letter at the start and the full stop at the end.</li>
            </ul>`,
          ),
          article(
            'Write From Dictation: every word counts',
            `<p>Write From Dictation is one of the last tasks in the test, and one of the most
            valuable. You hear a short sentence, usually under fifteen words, once and type it exactly. Each
            correctly spelt word scores, so a sentence with one mistake still earns most of its
            marks.</p>
            <h3>While you listen</h3>
            <ul>
              <li>Type the first letters of each word as you hear them, then complete the words when
              the audio ends.</li>
              <li>Listen for small words that are easy to miss: <em>the</em>, <em>a</em>,
              <em>of</em>, <em>to</em>, and the <em>s</em> at the end of plurals.</li>
            </ul>
            <h3>After you listen</h3>
            <ul>
              <li>Read your sentence once for grammar. If it says “the student are”, one word is
              wrong.</li>
              <li>Check spelling of academic words: <em>environment</em>, <em>government</em>,
              <em>necessary</em>, <em>research</em>.</li>
            </ul>
            <p>Keep a list of words you misspell in practice and learn five a day. Many sentences are
            built from the same academic vocabulary.</p>`,
          ),
        ],
      },
    ],
  },

  'sop-writing-study-abroad': {
    subtitle: 'A statement of purpose that sounds like you, from first line to final check',
    level: 'intermediate',
    language: 'English',
    category: 'Study Abroad',
    instructor: 'arjun-malhotra',
    outcomes: [
      'Know what admissions readers look for in a statement of purpose',
      'Shape your story in three parts: present, past and future',
      'Write an opening that is specific and your own',
      'Explain a gap year or a low grade honestly and briefly',
      'Finish with a closing paragraph and a checklist before you submit',
    ],
    requirements: [
      'A shortlist of programmes you are applying to',
      'Your CV or a list of your projects, internships and achievements',
    ],
    updatedOn: '2026-10-27',
    sections: [
      {
        title: 'Before you write',
        lessons: [
          article(
            'What admissions committees look for',
            `<p>Your marks and test scores show what you have done. The statement of purpose shows
            <strong>why</strong> you did it and <strong>where you are going</strong>. Readers on an
            admissions committee usually want answers to four questions.</p>
            <ol>
              <li><strong>Why this subject?</strong> A real reason, shown through something you did,
              not a claim of passion.</li>
              <li><strong>Are you prepared?</strong> Courses, projects, work or research that prove you
              can handle the programme.</li>
              <li><strong>Why this programme?</strong> Specific courses, labs, faculty or features that
              match your goals. A statement that could be sent to any university is weak.</li>
              <li><strong>What next?</strong> A believable plan for after the degree.</li>
            </ol>
            <p>Most programmes ask for 800 to 1,000 words. Read each programme’s own instructions
            carefully: some set a strict limit or ask specific questions, and ignoring them is the
            quickest way to be rejected.</p>`,
          ),
          video('Present, past, future: the shape of your story', 'tell-me-about-yourself', true),
        ],
      },
      {
        title: 'Writing the statement',
        lessons: [
          video('An opening that is yours', 'sop-opening', true),
          article(
            'Explaining a gap year or a low grade',
            `<p>Admissions readers notice gaps and weak semesters, so it is better to explain them
            briefly than to hope no one sees them. The rule is <strong>one or two sentences, honest,
            and followed by what you did next</strong>.</p>
            <h3>A gap year</h3>
            <p>“After graduating, I spent a year preparing for the civil services examination. Though I
            did not clear it, the preparation strengthened my interest in public policy, which led me to
            this programme.”</p>
            <h3>A low grade</h3>
            <p>“My marks in the third semester dropped while I cared for a family member. In the
            following three semesters I returned to a first-class average.”</p>
            <h3>What not to do</h3>
            <ul>
              <li>Do not blame teachers or the university.</li>
              <li>Do not write a full paragraph of apology.</li>
              <li>Do not invent reasons. A short, true explanation is always stronger.</li>
            </ul>
            <p>If there is a lot to explain, check whether the application has a separate “additional
            information” section and use that instead.</p>`,
          ),
          article(
            'The closing paragraph and final checks',
            `<p>A good closing paragraph looks forward. In four or five sentences, say what you hope to
            do after the programme and how this particular programme gets you there. Avoid ending with
            a quotation or a line such as “I hope you will give me a chance”.</p>
            <h3>Before you submit</h3>
            <ol>
              <li>Is the university’s name correct everywhere? Copying a paragraph from another
              application is a common and costly mistake.</li>
              <li>Is it within the word limit?</li>
              <li>Does every paragraph answer one of the four questions admissions readers ask?</li>
              <li>Have you cut general sentences that could be in anyone’s statement?</li>
              <li>Has someone else read it aloud to you? Hearing it shows where it is unclear.</li>
            </ol>
            <p>Finally, write it yourself. Readers see thousands of statements and recognise bought or
            generated ones quickly. Your own plain, specific English is more convincing than polished
            language that does not sound like you.</p>`,
          ),
        ],
      },
    ],
  },

  'study-abroad-readiness': {
    subtitle: 'The classroom English your first semester abroad expects from day one',
    level: 'intermediate',
    language: 'English',
    category: 'Study Abroad',
    instructor: 'arjun-malhotra',
    outcomes: [
      'Speak up in seminars with polite phrases for joining a discussion',
      'Take notes in fast lectures and review them the same day',
      'Write clear emails to professors and university offices',
      'Understand referencing and how to avoid plagiarism',
      'Make small talk with classmates and flatmates',
    ],
    requirements: [
      'An offer or an application to a university where teaching is in English',
      'English at about B2 level or an IELTS band of 6 or above',
    ],
    updatedOn: '2026-04-08',
    sections: [
      {
        title: 'In class',
        lessons: [
          video('Speaking up in seminars', 'meeting-phrases', true),
          article(
            'Taking notes in fast lectures',
            `<p>Lectures abroad often move quickly and rely on you to read before and after. Many
            universities share slides, but notes in your own words are what help you remember.</p>
            <h3>The Cornell method</h3>
            <p>Divide your page into three parts:</p>
            <ul>
              <li>A wide <strong>notes</strong> column on the right, for what you hear during the
              lecture.</li>
              <li>A narrow <strong>cue</strong> column on the left, where you later write questions and
              keywords.</li>
              <li>A <strong>summary</strong> box at the bottom, three or four sentences written after
              the lecture.</li>
            </ul>
            <h3>Review the same day</h3>
            <p>Spend fifteen minutes on your notes the same evening: fill the cue column, write the
            summary and list anything you did not understand. Take that list to office hours, the
            weekly time when professors are available to students. Using office hours is normal and
            expected, not a sign of weakness.</p>`,
          ),
          video(
            'Emailing your professor: subject line and first sentence',
            'email-first-lines',
            true,
          ),
        ],
      },
      {
        title: 'Academic life',
        lessons: [
          article(
            'Referencing and avoiding plagiarism',
            `<p>Universities abroad treat plagiarism very seriously. It includes copying text without
            quotation marks, using someone’s idea without naming them, and submitting work written by
            someone else or by an AI tool when your course does not allow it. The penalty can be a zero
            for the assignment or worse.</p>
            <h3>Three habits that keep you safe</h3>
            <ol>
              <li><strong>Record sources as you read:</strong> author, year, title and page for every
              note you take.</li>
              <li><strong>Quote or paraphrase properly:</strong> exact words go in quotation marks with
              a reference; a paraphrase changes both the words and the sentence structure, and still
              needs a reference.</li>
              <li><strong>Use the required style:</strong> your department will name one, such as APA
              or Harvard. Follow its format for in-text citations and the reference list.</li>
            </ol>
            <p>If you are unsure, ask your university’s library or writing centre. They exist to help
            with exactly this, and they are free.</p>`,
          ),
          article(
            'Small talk with classmates and flatmates',
            `<p>Friendships abroad often start with a few minutes of small talk before a class or in a
            shared kitchen. It can feel unnatural at first, but it follows simple patterns.</p>
            <h3>Easy openers</h3>
            <ul>
              <li>“How are you finding the course so far?”</li>
              <li>“Did you manage to do the reading for today?”</li>
              <li>“Are you from around here?”</li>
            </ul>
            <h3>Keep it going</h3>
            <p>Answer, then return the question: “It’s busy, but I like it. How about you?” Add one
            detail about yourself each time, so the other person has something to ask about.</p>
            <h3>Topics to start with</h3>
            <p>The weather, the course, food, weekend plans and places to visit are safe everywhere.
            Salary, religion and politics are better left until you know someone well.</p>
            <p>Remember that “How are you?” is often a greeting, not a real question. “Good, thanks.
            You?” is the expected answer.</p>`,
          ),
          video('Presenting in class: pause for clarity', 'reading-aloud-pausing'),
        ],
      },
    ],
  },
};
