// Spoken English and accent courses.
import { article, video } from '../lessons';
import type { CourseContent } from '../types';

export const speakingCourses: Record<string, CourseContent> = {
  'spoken-english-beginners': {
    subtitle:
      'Start speaking English in everyday situations, with Hindi explanations where they help',
    level: 'beginner',
    language: 'English and Hindi',
    category: 'Spoken English',
    instructor: 'kavya-nair',
    outcomes: [
      'Introduce yourself and talk about your work or studies',
      'Ask polite questions in shops, offices and on the phone',
      'Say longer words clearly, with the stress in the right place',
      'Talk about things you have done and things you did',
    ],
    requirements: [
      'You can read simple English words and sentences',
      'Ten to fifteen minutes a day to practise out loud',
    ],
    updatedOn: '2026-03-16',
    sections: [
      {
        title: 'First conversations',
        lessons: [
          article(
            'Introducing yourself',
            `<p>Introducing yourself is the first conversation you will have in English, so it is worth
            preparing it well. A good introduction has three short parts.</p>
            <ol>
              <li><strong>Your name:</strong> “Hello, I’m Ravi.” or “Hi, my name is Ravi.”
              <em>(मेरा नाम रवि है।)</em></li>
              <li><strong>Where you are from:</strong> “I’m from Lucknow.” or “I live in Pune.”</li>
              <li><strong>What you do:</strong> “I work in a bank.” or “I’m studying commerce.”
              <em>(मैं कॉमर्स पढ़ रहा हूँ।)</em></li>
            </ol>
            <h3>Common mistakes</h3>
            <ul>
              <li>Say “I am from Lucknow”, not “I am belonging to Lucknow”.</li>
              <li>Say “I work in a bank”, not “I am doing job in bank”.</li>
              <li>Say “My name is Ravi”, not “Myself Ravi”. “Myself Ravi” is common in India, but
              English speakers elsewhere find it strange.</li>
            </ul>
            <h3>Then ask a question back</h3>
            <p>“And you? What do you do?” A conversation needs two people. Asking back is polite, and it
            gives you time to relax.</p>
            <p>Practise your introduction aloud five times today.</p>`,
          ),
          video('Talking about yourself: present, past, future', 'tell-me-about-yourself', true),
        ],
      },
      {
        title: 'Everyday speaking',
        lessons: [
          video('Saying longer words clearly', 'word-stress', true),
          video('“I have done” or “I did”?', 'present-perfect-or-past'),
          article(
            'Asking questions politely',
            `<p>In English, a direct question can sound rude even when you do not mean it. “Give me
            the bill” is a command. “Could I have the bill, please?” is a polite request. The
            difference is a few small words.</p>
            <h3>Useful patterns</h3>
            <ul>
              <li><strong>Could I…?</strong> “Could I have a glass of water, please?”</li>
              <li><strong>Could you…?</strong> “Could you repeat that, please?”
              <em>(क्या आप फिर से बोल सकते हैं?)</em></li>
              <li><strong>Do you know…?</strong> “Do you know where the bus stop is?”</li>
              <li><strong>Is it OK if…?</strong> “Is it OK if I sit here?”</li>
            </ul>
            <h3>Word order</h3>
            <p>After “Do you know…”, the question becomes a normal sentence: “Do you know where
            <strong>the station is</strong>?” not “where is the station?”</p>
            <h3>Please and thank you</h3>
            <p>Add “please” to requests and “thank you” or “thanks” when someone helps you. They matter
            more in English than in many Indian languages, where politeness is often in the verb
            form.</p>`,
          ),
          article(
            'Twenty phrases for shops, buses and phones',
            `<p>Learn these phrases as complete chunks. You do not need to build them word by word;
            say them as they are.</p>
            <h3>In a shop</h3>
            <ul>
              <li>How much is this?</li>
              <li>Do you have this in a bigger size?</li>
              <li>Can I pay by card or UPI?</li>
              <li>I’m just looking, thanks.</li>
              <li>Could I get a bag, please?</li>
            </ul>
            <h3>Getting around</h3>
            <ul>
              <li>Does this bus go to the railway station?</li>
              <li>How long does it take?</li>
              <li>Could you tell me when we get there?</li>
              <li>Is this seat free?</li>
              <li>Excuse me, I need to get off here.</li>
            </ul>
            <h3>On the phone</h3>
            <ul>
              <li>Hello, this is Ravi speaking.</li>
              <li>Could I speak to Ms Sharma, please?</li>
              <li>Sorry, the line is bad. Could you say that again?</li>
              <li>Could you speak a little more slowly?</li>
              <li>I’ll call you back in five minutes.</li>
            </ul>
            <h3>Anywhere</h3>
            <ul>
              <li>Sorry, I didn’t understand.</li>
              <li>What does this word mean?</li>
              <li>How do you say this in English?</li>
              <li>Thank you, that’s very kind.</li>
              <li>No problem.</li>
            </ul>`,
          ),
        ],
      },
    ],
  },

  'spoken-english-intermediate': {
    subtitle: 'From correct to fluent: speak in longer turns and keep conversations going',
    level: 'intermediate',
    language: 'English',
    category: 'Spoken English',
    instructor: 'kavya-nair',
    outcomes: [
      'Speak in natural word groups instead of word by word',
      'Join a group discussion at the right moment, politely',
      'Keep a conversation going with follow-up questions',
      'Build a daily habit of thinking in English',
    ],
    requirements: [
      'You can talk about yourself and your day in simple English',
      'A friend, colleague or recording app to practise with',
    ],
    updatedOn: '2026-06-30',
    sections: [
      {
        title: 'Fluency',
        lessons: [
          video('Speaking in word groups', 'reading-aloud-pausing', true),
          article(
            'Thinking in English: five daily habits',
            `<p>Many intermediate speakers think in their first language and translate. Translation
            makes speech slow and sometimes unnatural. These five habits, a few minutes each, train your
            mind to work in English directly.</p>
            <ol>
              <li><strong>Narrate a routine:</strong> while you make tea, describe it silently in
              English. “Now I’m boiling the water. I need more sugar.”</li>
              <li><strong>Plan your day in English:</strong> write tomorrow’s to-do list in English
              tonight.</li>
              <li><strong>Label your surroundings:</strong> when you do not know a word for something
              you see, look it up and use it in a sentence that day.</li>
              <li><strong>Talk to yourself:</strong> on a walk, explain a news story to an imaginary
              friend for two minutes.</li>
              <li><strong>Switch one input:</strong> change your phone, a podcast or one TV show to
              English.</li>
            </ol>
            <p>None of these needs a partner or a class. The goal is small and daily, because fluency
            grows from habits, not from long sessions once a week.</p>`,
          ),
        ],
      },
      {
        title: 'Conversation',
        lessons: [
          video('Joining a discussion politely', 'meeting-phrases', true),
          video('Talking about yourself in one minute', 'tell-me-about-yourself'),
          article(
            'Follow-up questions that keep a conversation going',
            `<p>A conversation stops when one person answers and the other has nothing to add. A
            follow-up question, asked about what the other person just said, keeps it going and shows
            you are listening.</p>
            <h3>Three kinds of follow-up</h3>
            <ul>
              <li><strong>Ask for more:</strong> “Oh, you went to Goa? What did you do there?”</li>
              <li><strong>Ask about feelings:</strong> “How did you feel when you got the offer?”</li>
              <li><strong>Ask for an opinion:</strong> “Would you go back again?”</li>
            </ul>
            <h3>Short reactions</h3>
            <p>Before the question, react briefly: <em>Really? That sounds great. Oh no! I didn’t know
            that.</em> These small words make you sound engaged and give you a second to think.</p>
            <h3>Share, then ask</h3>
            <p>Do not only ask questions, or the conversation feels like an interview. Add something
            about yourself, then ask: “I’ve never been to Goa, but I loved Kerala. Which beach was your
            favourite?”</p>`,
          ),
        ],
      },
    ],
  },

  'accent-neutralisation': {
    subtitle:
      'Clear, easy-to-follow English for international clients, without losing your own voice',
    level: 'all levels',
    language: 'English',
    category: 'Accent & Pronunciation',
    instructor: 'farah-siddiqui',
    outcomes: [
      'Put word stress in the right place in common three-syllable words',
      'Pause between word groups so listeners can follow long sentences',
      'Use English rhythm: stressed and unstressed syllables',
      'Separate V and W, and produce both th sounds',
      'Open a client call clearly and confidently',
    ],
    requirements: ['You speak English at work or plan to', 'A phone or laptop to record yourself'],
    updatedOn: '2026-11-02',
    sections: [
      {
        title: 'Stress and rhythm',
        lessons: [
          video('Word stress in three-syllable words', 'word-stress', true),
          video('Pausing at phrase boundaries', 'reading-aloud-pausing', true),
          article(
            'Syllable-timed and stress-timed speech',
            `<p>Many Indian languages give every syllable about the same length; linguists call them
            <strong>syllable-timed</strong>. English is <strong>stress-timed</strong>: stressed
            syllables are long and clear, and the syllables between them are short and weak.</p>
            <p>Listen to the sentence “I <strong>want</strong> to <strong>go</strong> to the
            <strong>mar</strong>ket.” The words <em>to</em> and <em>the</em> are so short that they
            sound like “tuh” and “thuh”. If every syllable gets equal weight, listeners used to English
            rhythm find the sentence harder to follow, even when each sound is correct.</p>
            <h3>Practise the rhythm</h3>
            <ul>
              <li>Tap the table only on stressed syllables while you say a sentence.</li>
              <li>Make content words (nouns, main verbs, adjectives) strong and small words (a, the,
              to, of, and) weak.</li>
              <li>Say “<strong>Cats chase mice</strong>” and “The <strong>cats</strong> will
              <strong>chase</strong> the <strong>mice</strong>”. Both take nearly the same time,
              because they have the same three stresses.</li>
            </ul>
            <p>Getting rhythm right does more for clarity than any single sound.</p>`,
          ),
        ],
      },
      {
        title: 'Sounds and calls',
        lessons: [
          article(
            'V and W: two different sounds',
            `<p>Many speakers from India use one sound, halfway between V and W, for both letters. In
            English they are different sounds, and mixing them can change a word: <em>vine</em> and
            <em>wine</em>, <em>vest</em> and <em>west</em>.</p>
            <h3>V</h3>
            <p>Touch your top teeth lightly to your bottom lip and push air through, with your voice
            on. You should feel a buzz on your lip. Try: <em>very, video, van, five</em>.</p>
            <h3>W</h3>
            <p>Round your lips as if to say “oo”, with your teeth not touching your lips at all, then
            open into the vowel. Try: <em>we, water, work, away</em>.</p>
            <h3>Practise in pairs</h3>
            <ul>
              <li>vet / wet</li>
              <li>vest / west</li>
              <li>verse / worse</li>
              <li>“We have a very good view of the west wing.”</li>
            </ul>
            <p>Use a mirror. For V your teeth touch your lip; for W they never do. Record yourself
            saying the pairs and listen for the difference.</p>`,
          ),
          article(
            'The two th sounds',
            `<p>English has two <em>th</em> sounds, and neither exists in most Indian languages. Many
            speakers replace them with a T or D sound, so <em>three</em> becomes “tree” and
            <em>they</em> becomes “day”.</p>
            <h3>How to make them</h3>
            <p>Put the tip of your tongue lightly between your teeth and blow air out gently.</p>
            <ul>
              <li><strong>Voiceless th</strong>, with no voice, just air: <em>think, three, thanks,
              month, both</em>.</li>
              <li><strong>Voiced th</strong>, with your voice on, so you feel a buzz: <em>this, that,
              they, mother, with</em>.</li>
            </ul>
            <h3>Practise</h3>
            <ul>
              <li>tree / three</li>
              <li>tank / thank</li>
              <li>day / they</li>
              <li>“I think they’ll be there on Thursday.”</li>
            </ul>
            <p>If the full sound is hard at first, a soft T or D with the tongue touching the back of
            the teeth is still clearer than a hard one. Aim for progress, not perfection.</p>`,
          ),
          video('Putting it together on a client call', 'customer-call-opening'),
        ],
      },
    ],
  },

  'american-accent-training': {
    subtitle: 'The rhythm and sounds of General American English, step by step',
    level: 'intermediate',
    language: 'English',
    category: 'Accent & Pronunciation',
    instructor: 'farah-siddiqui',
    outcomes: [
      'Place word stress the way American speakers do',
      'Use the flap T in words such as water, better and city',
      'Pronounce the American R after vowels',
      'Tell apart the vowels in cat, cut and cot',
    ],
    requirements: [
      'Clear spoken English at intermediate level',
      'Headphones, to hear small differences in the recordings',
    ],
    updatedOn: '2026-02-23',
    sections: [
      {
        title: 'Rhythm',
        lessons: [
          video('Word stress in three-syllable words', 'word-stress', true),
          article(
            'The flap T: water, better, city',
            `<p>When a T comes between two vowel sounds and the syllable before it is stressed,
            American speakers turn it into a quick, soft tap, very like a light D. This is the
            <strong>flap T</strong>, and it is one of the clearest signs of an American accent.</p>
            <h3>Where it happens</h3>
            <ul>
              <li>Inside words: <em>water, better, city, little, computer</em></li>
              <li>Across words: <em>get it, what about, not at all</em></li>
            </ul>
            <h3>How to make it</h3>
            <p>Touch the ridge behind your top teeth with the tip of your tongue for a very short
            moment, as if saying a quick D. Do not stop the air fully as you would for a British T.</p>
            <h3>Where it does not happen</h3>
            <p>At the start of a stressed syllable the T stays clear: <em>attack, hotel, return</em>.
            After N, many Americans drop it completely: <em>internet</em> can sound like “innernet”.</p>
            <p>Practise: “I bought a bottle of water at a little city café.”</p>`,
          ),
          video('Pausing in natural word groups', 'reading-aloud-pausing', true),
        ],
      },
      {
        title: 'Vowels and R',
        lessons: [
          article(
            'The American R',
            `<p>In American English, R is pronounced wherever it is written, including after vowels:
            <em>car, hard, teacher, world</em>. In British English and in the English many Indians learn
            at school, that R is often silent. Adding it is a big step towards an American sound.</p>
            <h3>How to make it</h3>
            <p>Pull the tip of your tongue back so it does not touch anything, and raise the sides of
            your tongue against your back teeth. Round your lips slightly. Unlike the Indian R, the
            tongue never taps or trills.</p>
            <h3>Practise in steps</h3>
            <ol>
              <li>Start with R at the beginning: <em>red, right, road</em>.</li>
              <li>Then R after a vowel: <em>car, four, sure, here</em>.</li>
              <li>Then the “er” sound: <em>her, bird, work, teacher</em>. The whole vowel is coloured by
              the R.</li>
            </ol>
            <p>Sentence: “Our teacher works hard for her learners.”</p>
            <p>Record yourself and compare it with an American speaker. Listen especially to the ends
            of words.</p>`,
          ),
          article(
            'Cat, cut and cot: three short vowels',
            `<p>Three short vowels cause most of the confusion for learners aiming at an American
            accent. Say each set slowly and feel where your mouth and tongue are.</p>
            <h3>/æ/ as in cat</h3>
            <p>Open your mouth wide, spread your lips a little and keep your tongue low and forward:
            <em>cat, man, class, bad, have</em>. In American English, <em>class</em> and
            <em>dance</em> use this vowel, not the long “ah” of British English.</p>
            <h3>/ʌ/ as in cut</h3>
            <p>A short, relaxed sound from the middle of the mouth, close to the short “a” of Hindi
            अ: <em>cut, but, money, love, up</em>.</p>
            <h3>/ɑ/ as in cot</h3>
            <p>Open your mouth and drop your jaw, with the tongue low and back: <em>cot, hot, stop,
            job, father</em>.</p>
            <h3>Practise the set</h3>
            <ul>
              <li>cat / cut / cot</li>
              <li>hat / hut / hot</li>
              <li>cap / cup / cop</li>
            </ul>`,
          ),
        ],
      },
    ],
  },
};
