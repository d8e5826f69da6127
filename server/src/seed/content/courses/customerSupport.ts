// Courses for voice, chat and email customer-support roles.
import { article, video } from '../lessons';
import type { CourseContent } from '../types';

export const customerSupportCourses: Record<string, CourseContent> = {
  'bpo-voice-process': {
    subtitle: 'Open, handle and close customer calls clearly, with Hindi notes for freshers',
    level: 'beginner',
    language: 'English and Hindi',
    category: 'Career & Interviews',
    instructor: 'rohan-deshpande',
    outcomes: [
      'Open a call with a warm, complete greeting',
      'Speak in clear word groups that customers can follow',
      'Place a customer on hold and transfer a call politely',
      'Calm an upset customer with a five-step method',
      'Close a call so the customer knows what happens next',
    ],
    requirements: [
      'Basic spoken English: you can answer simple questions about yourself',
      'A headset, or earphones with a microphone, for practice calls',
    ],
    updatedOn: '2026-08-04',
    sections: [
      {
        title: 'On the call',
        lessons: [
          video('Opening a customer call', 'customer-call-opening', true),
          video('Speaking in clear word groups', 'reading-aloud-pausing', true),
          article(
            'Hold, transfer and callback phrases',
            `<p>Customers accept waiting when they know why and for how long. Silence, or a sudden
            transfer, feels rude. Use these phrases every time.</p>
            <h3>Putting a customer on hold</h3>
            <ul>
              <li>Ask: “May I place you on hold for two minutes while I check your account?”</li>
              <li>Wait for a yes. <em>(ग्राहक के “हाँ” कहने तक रुकें।)</em></li>
              <li>Come back: “Thank you for holding, Mr Verma.”</li>
              <li>If you need longer, return before the time is up and ask again.</li>
            </ul>
            <h3>Transferring a call</h3>
            <ul>
              <li>“The billing team can help you with this. I’m going to transfer you now.”</li>
              <li>Tell the next agent the customer’s name and problem, so the customer does not have
              to repeat everything.</li>
            </ul>
            <h3>Promising a callback</h3>
            <ul>
              <li>“I’ll call you back by four o’clock today with an update.”</li>
              <li>Confirm the number and keep the promise, even if the update is “still in
              progress”.</li>
            </ul>
            <p>Notice the pattern: say what you will do, how long it will take, and then do it.</p>`,
          ),
        ],
      },
      {
        title: 'Difficult moments and closing',
        lessons: [
          article(
            'Handling an upset customer',
            `<p>An upset customer is rarely angry with you personally. They are angry about a problem,
            and often about having to call. A simple five-step method, easy to remember as
            <strong>LEARN</strong>, keeps you calm and moves the call forward.</p>
            <ol>
              <li><strong>Listen</strong> without interrupting. Let the customer finish, even if you
              already know the answer. <em>(बीच में न टोकें।)</em></li>
              <li><strong>Empathise:</strong> “I understand how frustrating this must be.”</li>
              <li><strong>Apologise</strong> for the experience: “I’m sorry this has happened.” You can
              apologise without admitting fault.</li>
              <li><strong>Resolve:</strong> explain clearly what you will do and when.</li>
              <li><strong>Notify</strong> the customer of the result, during the call or with a
              callback.</li>
            </ol>
            <h3>Words to avoid</h3>
            <ul>
              <li>“Calm down.” It almost always makes things worse.</li>
              <li>“That’s not my department.” Say who can help instead.</li>
              <li>“You should have…” Blame ends cooperation.</li>
            </ul>
            <p>Lower your speed and your volume slightly. Customers tend to match the tone they hear.</p>`,
          ),
          article(
            'Closing the call',
            `<p>The end of the call is what the customer remembers, and what your quality team checks.
            A complete closing has four parts.</p>
            <ol>
              <li><strong>Summarise:</strong> “So, I’ve raised a request to replace your router, and it
              will be delivered by Thursday.”</li>
              <li><strong>Check:</strong> “Is there anything else I can help you with today?”</li>
              <li><strong>Thank:</strong> “Thank you for your patience, Ms Khan.”</li>
              <li><strong>Close warmly:</strong> “Have a good evening.”</li>
            </ol>
            <h3>Common mistakes</h3>
            <ul>
              <li>Ending abruptly after solving the problem, without a summary.</li>
              <li>Reading the closing script too fast. Slow down; it should sound meant.</li>
              <li>Forgetting the reference number. If there is one, give it slowly, in groups: “four
              five two, seven seven one”. <em>(नंबर धीरे और समूहों में बोलें।)</em></li>
            </ul>
            <p>Write your own closing lines using this structure and practise them until they sound
            natural, not memorised.</p>`,
          ),
        ],
      },
    ],
  },

  'bpo-chat-email-support': {
    subtitle: 'Clear, friendly written support that solves the problem in one reply',
    level: 'intermediate',
    language: 'English',
    category: 'Career & Interviews',
    instructor: 'rohan-deshpande',
    outcomes: [
      'Write subject lines and first sentences that customers read',
      'Keep chat replies short, friendly and complete',
      'Sound human, not robotic, even when you use templates',
      'Write apology and resolution emails that restore trust',
    ],
    requirements: [
      'Written English at intermediate level',
      'Typing speed of about 25 words a minute or more',
    ],
    updatedOn: '2026-01-28',
    sections: [
      {
        title: 'Writing to customers',
        lessons: [
          video('Subject lines and first sentences', 'email-first-lines', true),
          article(
            'Chat: short, friendly and complete',
            `<p>Chat customers are often doing something else at the same time. They read quickly and
            leave if replies are slow or confusing. Good chat support follows three rules.</p>
            <h3>Short</h3>
            <p>One idea per message, two or three lines at most. Send the answer first and the details
            after, in a second message if needed.</p>
            <h3>Friendly</h3>
            <p>Use the customer’s name once or twice, and plain, warm words: “Thanks for waiting,
            Anil. I’ve found your order.” Avoid formal letter phrases such as “kindly be informed”.</p>
            <h3>Complete</h3>
            <p>Answer every question the customer asked. If they asked two things, number your answers:
            “1. Your refund was sent today. 2. It takes 5 to 7 working days to reach your
            account.”</p>
            <h3>Response time</h3>
            <p>If you need to check something, say so: “Let me check that for you; it will take about
            a minute.” A customer who knows you are working waits patiently.</p>
            <p>Before you send, read the message as if you were the customer. Is the next step
            clear?</p>`,
          ),
          article(
            'Tone: from robotic to human',
            `<p>Templates save time, but customers notice when a reply was pasted without thought.
            Small changes make a template sound personal.</p>
            <h3>Before</h3>
            <p><em>“We regret the inconvenience caused. Your concern has been escalated to the
            concerned team. Kindly wait for 48 hours.”</em></p>
            <h3>After</h3>
            <p><em>“I’m sorry your delivery is late, Divya. I’ve asked our delivery team to check
            where it is, and I’ll email you by Friday evening with an update.”</em></p>
            <h3>What changed</h3>
            <ul>
              <li><strong>A name and a detail</strong> from the customer’s message.</li>
              <li><strong>“I”</strong> instead of “we” or the passive voice, so someone is
              responsible.</li>
              <li><strong>A specific time</strong> instead of “48 hours”.</li>
              <li><strong>Plain words</strong> instead of “kindly”, “concerned team” and
              “inconvenience caused”.</li>
            </ul>
            <p>Keep your templates, but leave a space in each for one personal sentence, and fill it
            every time.</p>`,
          ),
        ],
      },
      {
        title: 'Replies that restore trust',
        lessons: [
          article(
            'Apology and resolution emails',
            `<p>When something has gone wrong, one well-written email can keep a customer. Use this
            order.</p>
            <ol>
              <li><strong>Apologise specifically:</strong> “I’m sorry you were charged twice for your
              March bill.” A specific apology shows you read the complaint.</li>
              <li><strong>Explain briefly, if it helps:</strong> “A system error affected some accounts
              on 3 March.” Do not blame colleagues or go into internal details.</li>
              <li><strong>State the fix:</strong> “I have refunded ₹1,499 to your card today.”</li>
              <li><strong>Say what happens next:</strong> “You will see it in 5 to 7 working days. I
              will check on 15 March that it has arrived.”</li>
              <li><strong>Close with a way back:</strong> “If anything else looks wrong, reply to this
              email and it will come straight to me.”</li>
            </ol>
            <p>Keep it under 150 words. A long apology sounds like an excuse.</p>
            <p>Avoid “any inconvenience caused”. The customer knows exactly what the inconvenience was,
            and so should you.</p>`,
          ),
          video('Opening a conversation: lessons from the call floor', 'customer-call-opening'),
        ],
      },
    ],
  },
};
