// Grammar and vocabulary courses.
import { article, video } from '../lessons';
import type { CourseContent } from '../types';

export const grammarCourses: Record<string, CourseContent> = {
  'english-grammar-foundations': {
    subtitle: 'The grammar you need every day, explained simply, with Hindi comparisons',
    level: 'beginner',
    language: 'English and Hindi',
    category: 'Grammar & Vocabulary',
    instructor: 'kavya-nair',
    outcomes: [
      'Build English sentences in the right word order',
      'Choose between the simple past and the present perfect',
      'Use a, an and the correctly in everyday sentences',
      'Ask questions with do, does and did',
      'Talk about your present, past and future',
    ],
    requirements: [
      'You can read simple English sentences',
      'A notebook for the practice sentences',
    ],
    updatedOn: '2026-02-09',
    sections: [
      {
        title: 'Sentences and tenses',
        lessons: [
          article(
            'Word order: subject, verb, object',
            `<p>The biggest difference between English and Hindi sentences is the position of the
            verb. Hindi puts it at the end; English puts it straight after the subject.</p>
            <ul>
              <li>Hindi: मैं चाय पीता हूँ। <em>(I tea drink.)</em></li>
              <li>English: <strong>I drink tea.</strong></li>
            </ul>
            <p>The basic English order is <strong>subject, verb, object</strong>, then place and
            time:</p>
            <ul>
              <li>Priya <strong>(subject)</strong> reads <strong>(verb)</strong> the newspaper
              <strong>(object)</strong> at home <strong>(place)</strong> every morning
              <strong>(time)</strong>.</li>
            </ul>
            <h3>Common mistakes</h3>
            <ul>
              <li>“I to office go.” Correct: “I go to the office.”</li>
              <li>“Yesterday market I went.” Correct: “I went to the market yesterday.”</li>
              <li>“He is English teacher teaching.” Correct: “He teaches English.”</li>
            </ul>
            <p>English word order is fixed because English uses word position, not endings, to show
            who does what. “The dog bit the man” and “The man bit the dog” mean very different
            things.</p>
            <p><strong>Practise:</strong> write five sentences about your daily routine, and check that
            each verb comes right after its subject.</p>`,
          ),
          video('Present perfect or simple past?', 'present-perfect-or-past', true),
        ],
      },
      {
        title: 'Everyday accuracy',
        lessons: [
          article(
            'A, an and the',
            `<p>Hindi has no words like <em>a</em>, <em>an</em> and <em>the</em>, so they are easy to
            forget. But English needs them before most singular nouns.</p>
            <h3>A and an: one of many</h3>
            <p>Use <em>a</em> or <em>an</em> when you mention something for the first time, or when it
            does not matter which one: “I bought <strong>a</strong> phone.” “She is
            <strong>an</strong> engineer.”</p>
            <p>Choose by the <strong>sound</strong>, not the letter: <em>an</em> before a vowel sound,
            <em>a</em> before a consonant sound. So <em>an hour</em> (the h is silent) but <em>a
            university</em> (it starts with a “yoo” sound).</p>
            <h3>The: a specific one</h3>
            <p>Use <em>the</em> when the listener knows which one you mean: “I bought a phone.
            <strong>The</strong> phone is very fast.” Also for unique things: <em>the sun</em>, <em>the
            internet</em>.</p>
            <h3>No article</h3>
            <p>For general plurals and uncountable nouns: “<strong>Dogs</strong> are loyal.” “I
            like <strong>music</strong>.”</p>
            <p><strong>Practise:</strong> “I saw ___ elephant. ___ elephant was eating ___ banana.”
            (Answers: an, The, a.)</p>`,
          ),
          article(
            'Questions with do, does and did',
            `<p>In Hindi, a question can be made by adding क्या at the start. In English, most
            questions in the present and past need a helping verb: <strong>do</strong>,
            <strong>does</strong> or <strong>did</strong>.</p>
            <h3>The pattern</h3>
            <p><strong>(Question word) + do/does/did + subject + main verb</strong></p>
            <ul>
              <li>“<strong>Do</strong> you like coffee?”</li>
              <li>“Where <strong>does</strong> she work?”</li>
              <li>“What time <strong>did</strong> the train leave?”</li>
            </ul>
            <h3>Which one?</h3>
            <ul>
              <li><em>Does</em> for he, she and it in the present.</li>
              <li><em>Do</em> for I, you, we and they in the present.</li>
              <li><em>Did</em> for everyone in the past.</li>
            </ul>
            <h3>The main verb stays simple</h3>
            <p>The helping verb carries the tense, so the main verb goes back to its base form:</p>
            <ul>
              <li>Not “Does she works?” but “Does she <strong>work</strong>?”</li>
              <li>Not “Did you went?” but “Did you <strong>go</strong>?”</li>
            </ul>
            <p><strong>Practise:</strong> write five questions you could ask a new colleague, using
            do, does and did.</p>`,
          ),
          video('Using three tenses to talk about yourself', 'tell-me-about-yourself', true),
        ],
      },
    ],
  },

  'advanced-grammar-usage': {
    subtitle: 'Precise, natural grammar for exams, academic writing and professional English',
    level: 'advanced',
    language: 'English',
    category: 'Grammar & Vocabulary',
    instructor: 'meera-iyer',
    outcomes: [
      'Choose between perfect and simple forms with confidence',
      'Use perfect continuous forms when duration matters',
      'Punctuate relative clauses so they mean what you intend',
      'Use mixed conditionals for past causes and present results',
      'Use inversion for emphasis in formal writing',
    ],
    requirements: [
      'A solid intermediate command of English grammar',
      'Some writing of your own, such as essays or reports, to apply the lessons to',
    ],
    updatedOn: '2026-05-04',
    sections: [
      {
        title: 'Tense and aspect',
        lessons: [
          video('Present perfect or simple past?', 'present-perfect-or-past', true),
          article(
            'Perfect continuous: when duration matters',
            `<p>The perfect continuous (<em>have been doing</em>, <em>had been doing</em>) puts the
            focus on how long an activity has lasted, or on the activity itself rather than its
            result.</p>
            <h3>Duration up to now</h3>
            <p>“I <strong>have been working</strong> here for six years.” The work started in the past
            and continues now.</p>
            <h3>Activity versus result</h3>
            <ul>
              <li>“I <strong>have written</strong> the report.” The result: the report is finished.</li>
              <li>“I <strong>have been writing</strong> the report.” The activity: it may not be
              finished, and it explains why I am tired.</li>
            </ul>
            <h3>Before a past moment</h3>
            <p>“She <strong>had been waiting</strong> for an hour when the bus finally came.”</p>
            <h3>Verbs that resist it</h3>
            <p>State verbs such as <em>know</em>, <em>believe</em>, <em>own</em> and <em>belong</em>
            are not normally used in continuous forms. “I have known him for years” is correct; “I
            have been knowing him” is a frequent error in Indian English.</p>
            <p>Look at the last report you wrote. Is there a sentence where the perfect continuous
            would say more precisely what you meant?</p>`,
          ),
        ],
      },
      {
        title: 'Complex sentences',
        lessons: [
          article(
            'Relative clauses: commas change the meaning',
            `<p>Compare these two sentences:</p>
            <ul>
              <li>“My brother <strong>who lives in Dubai</strong> is an architect.”</li>
              <li>“My brother, <strong>who lives in Dubai</strong>, is an architect.”</li>
            </ul>
            <p>The first, without commas, is a <strong>defining</strong> clause: it tells us which
            brother, so the speaker has more than one. The second, with commas, is
            <strong>non-defining</strong>: it adds extra information about the only brother.</p>
            <h3>The rules</h3>
            <ul>
              <li>Defining clauses: no commas; <em>that</em> or <em>which</em> for things, <em>who</em>
              or <em>that</em> for people. You can often leave out the pronoun when it is the object:
              “the book (that) I bought”.</li>
              <li>Non-defining clauses: commas; <em>which</em> for things, <em>who</em> for people;
              never <em>that</em>; never leave the pronoun out.</li>
            </ul>
            <h3>A useful test</h3>
            <p>Remove the clause. If the sentence still identifies the right thing, the clause is
            non-defining and needs commas.</p>
            <p>Check the relative clauses in your latest essay or report against these rules.</p>`,
          ),
          article(
            'Conditionals beyond the first three',
            `<p>Most learners know the zero, first, second and third conditionals. Real English often
            mixes them, and advanced writing uses other forms too.</p>
            <h3>Mixed conditionals</h3>
            <ul>
              <li><strong>Past cause, present result:</strong> “If I <em>had taken</em> the job in
              Bengaluru, I <em>would be living</em> there now.”</li>
              <li><strong>Present cause, past result:</strong> “If she <em>were</em> more careful, she
              <em>wouldn’t have made</em> that mistake.” Her general carelessness explains a past
              event.</li>
            </ul>
            <h3>Alternatives to if</h3>
            <ul>
              <li><em>Unless</em> means “if not”: “We will miss the deadline unless we hire
              someone.”</li>
              <li><em>Provided that</em> and <em>as long as</em> set a condition: “You can use the data,
              provided that you cite it.”</li>
              <li><em>Otherwise</em> gives a consequence: “Submit by Friday; otherwise the form
              closes.”</li>
            </ul>
            <h3>Formal inversion</h3>
            <p>In formal writing, <em>if</em> can be dropped by inverting: “<strong>Had we
            known</strong>, we would have acted sooner.” “<strong>Should you need</strong> more
            information, please contact us.”</p>`,
          ),
          article(
            'Inversion for emphasis',
            `<p>When a sentence starts with a negative or limiting expression, formal English swaps the
            subject and the auxiliary verb, as in a question. The effect is emphasis.</p>
            <ul>
              <li>“<strong>Never have I seen</strong> such a clear result.” (I have never seen…)</li>
              <li>“<strong>Not only did the project</strong> finish early, it also came in under
              budget.”</li>
              <li>“<strong>Rarely does</strong> a first attempt succeed.”</li>
              <li>“<strong>Only after</strong> the audit <strong>did we discover</strong> the
              error.”</li>
              <li>“<strong>Under no circumstances should</strong> passwords be shared.”</li>
            </ul>
            <h3>How to build it</h3>
            <p>Take the normal sentence, “We discovered the error only after the audit.” Move the
            limiting expression to the front, then add the auxiliary before the subject. If there is
            no auxiliary, use <em>do</em>, <em>does</em> or <em>did</em>, as in a question.</p>
            <h3>Use it sparingly</h3>
            <p>Inversion is formal and strong. One example in an essay or a speech can be effective;
            three sound artificial. In conversation it usually sounds dramatic.</p>`,
          ),
        ],
      },
    ],
  },

  'vocabulary-builder': {
    subtitle: 'Learn words that stay, with collocations, word families and a daily routine',
    level: 'all levels',
    language: 'English',
    category: 'Grammar & Vocabulary',
    instructor: 'kavya-nair',
    outcomes: [
      'Learn words together with the words they usually go with',
      'Review new words on a simple spaced-repetition schedule',
      'Pronounce new words with the stress in the right place',
      'Use fixed phrases in meetings and discussions',
      'Build word families from one root word',
    ],
    requirements: ['Intermediate reading ability', 'Ten minutes a day'],
    updatedOn: '2026-03-30',
    sections: [
      {
        title: 'Learning words that stay',
        lessons: [
          article(
            'Collocations: learn words with their partners',
            `<p>A collocation is a pair or group of words that native speakers often use together. We
            say <em>make a decision</em>, not <em>do a decision</em>; <em>heavy rain</em>, not
            <em>strong rain</em>. Grammar does not explain these; use does.</p>
            <h3>Why they matter</h3>
            <p>Wrong collocations are the most common reason correct English still sounds unnatural.
            IELTS and other exams reward “natural and sophisticated” use of vocabulary, and
            collocations are much of what that means.</p>
            <h3>Common pairs to learn</h3>
            <ul>
              <li><strong>make:</strong> a decision, a mistake, progress, an effort</li>
              <li><strong>do:</strong> homework, business, research, your best</li>
              <li><strong>take:</strong> a break, a risk, responsibility, notes</li>
              <li><strong>adjective + noun:</strong> a strong argument, a major problem, a tight
              deadline</li>
            </ul>
            <h3>How to learn them</h3>
            <p>When you note a new word, note the words around it too. Instead of writing
            “deadline”, write “meet a tight deadline”. A learner’s dictionary with a collocations box
            can help.</p>`,
          ),
          article(
            'A spaced-repetition routine in ten minutes a day',
            `<p>We forget most new words within days unless we meet them again. Spaced repetition
            means reviewing a word just before you would forget it, with longer gaps each time. It is
            the most efficient way to make words stay.</p>
            <h3>A simple paper system</h3>
            <p>Use five envelopes or boxes, numbered 1 to 5.</p>
            <ol>
              <li>New words go into box 1, on cards: the word and a collocation on the front, the
              meaning and an example on the back.</li>
              <li>Review box 1 every day, box 2 every three days, box 3 every week, box 4 every two
              weeks and box 5 every month.</li>
              <li>When you remember a card, move it up one box. When you forget it, move it back to
              box 1.</li>
            </ol>
            <h3>Or an app</h3>
            <p>Free flashcard apps do the scheduling for you. The principle is the same.</p>
            <h3>Keep it small</h3>
            <p>Add five to ten new words a day, no more. Ten minutes every day beats an hour on
            Sunday.</p>`,
          ),
        ],
      },
      {
        title: 'Using new words',
        lessons: [
          video('Pronouncing new words: stress', 'word-stress', true),
          video('Fixed phrases for meetings', 'meeting-phrases', true),
          article(
            'Word families: decide, decision, decisive',
            `<p>Most English words belong to a family: a verb, a noun, an adjective and an adverb built
            from the same root. Learning the family multiplies your vocabulary and helps you choose
            the right form in a sentence.</p>
            <ul>
              <li><strong>decide</strong> (verb), <strong>decision</strong> (noun),
              <strong>decisive</strong> (adjective), <strong>decisively</strong> (adverb)</li>
              <li><strong>succeed</strong>, <strong>success</strong>, <strong>successful</strong>,
              <strong>successfully</strong></li>
              <li><strong>analyse</strong>, <strong>analysis</strong>, <strong>analytical</strong>,
              <strong>analytically</strong></li>
            </ul>
            <h3>Endings that help</h3>
            <ul>
              <li>Nouns often end in <em>-tion</em>, <em>-ment</em>, <em>-ness</em>,
              <em>-ity</em>.</li>
              <li>Adjectives often end in <em>-ive</em>, <em>-ful</em>, <em>-al</em>,
              <em>-ous</em>.</li>
              <li>Adverbs usually end in <em>-ly</em>.</li>
            </ul>
            <h3>Watch the stress</h3>
            <p>The stress can move within a family: <em>PHOtograph</em>, <em>phoTOgraphy</em>,
            <em>photoGRAPHic</em>. Say each form aloud when you learn it.</p>
            <p><strong>Practise:</strong> write the family of <em>create</em>, <em>employ</em> and
            <em>compete</em>.</p>`,
          ),
        ],
      },
    ],
  },
};
