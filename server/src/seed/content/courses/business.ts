// Business English courses: emails, meetings and English for IT teams.
import { article, video } from '../lessons';
import type { CourseContent } from '../types';

export const businessCourses: Record<string, CourseContent> = {
  'business-email-writing': {
    subtitle: 'Emails that get read, answered and acted on',
    level: 'all levels',
    language: 'English',
    category: 'Business English',
    instructor: 'rohan-deshpande',
    outcomes: [
      'Write subject lines that say what the email is about and when',
      'Put your purpose and your request in the first two sentences',
      'Format emails so they are easy to read on a phone',
      'Make polite requests, send reminders and say no without offence',
      'Use the right tense in status updates',
    ],
    requirements: [
      'You write emails at work or will soon',
      'A few of your own recent emails to rewrite',
    ],
    updatedOn: '2026-09-30',
    sections: [
      {
        title: 'Structure',
        lessons: [
          video('The subject line and the first sentence', 'email-first-lines', true),
          article(
            'One email, one purpose',
            `<p>An email that asks for three things usually gets one answer. If you have several
            unrelated topics, send several short emails, each with its own subject line. They are
            easier to answer, forward and find later.</p>
            <h3>A four-part shape</h3>
            <ol>
              <li><strong>Purpose:</strong> “I’m writing to ask for your approval of the Q3 training
              budget.”</li>
              <li><strong>Request:</strong> “Could you approve it by Wednesday?”</li>
              <li><strong>Details:</strong> the figures, the background, the attachment.</li>
              <li><strong>Close:</strong> “Thanks, and let me know if you need anything else.”</li>
            </ol>
            <h3>When you must cover several points</h3>
            <p>Sometimes one email must hold several points, for example meeting notes. Then say so at
            the start, “Three decisions from today’s meeting:”, and number them. Numbers let the
            reader reply “Agree with 1 and 3; see my note on 2”.</p>
            <p><strong>Test:</strong> could the reader act on your email after reading only its first
            two sentences? If not, move the request up.</p>`,
          ),
          article(
            'Formatting for phone screens',
            `<p>Most business emails are now read first on a phone. A paragraph of eight lines on a
            laptop becomes a wall of text on a small screen, and the reader skips it.</p>
            <ul>
              <li><strong>Short paragraphs:</strong> two to three sentences each, with a blank line
              between them.</li>
              <li><strong>Lists</strong> for steps, options or several items.</li>
              <li><strong>Bold</strong> for a deadline or a decision, at most once or twice per
              email.</li>
              <li><strong>Key facts in the text</strong>, not only in an attachment: “The total is
              ₹2,40,000 (details attached).”</li>
              <li><strong>A short signature:</strong> name, role, phone. Leave out long quotations and
              large images.</li>
            </ul>
            <h3>Dates and numbers</h3>
            <p>Write dates so no one can misread them: “Friday, 14 August”, not “14/8” or “8/14”. Use
            the currency symbol and, for international readers, say whether you mean lakh or
            hundred thousand.</p>
            <p>Before you send an important email, open it on your own phone. You will see at once
            what your reader will see.</p>`,
          ),
        ],
      },
      {
        title: 'Tone and follow-up',
        lessons: [
          video('Tense in status updates', 'present-perfect-or-past', true),
          article(
            'Polite requests and reminders',
            `<p>The more you are asking for, the softer the request should be. English does this with
            small words.</p>
            <h3>From direct to soft</h3>
            <ul>
              <li>“Please send the report by Friday.” Clear and fine for routine tasks.</li>
              <li>“Could you send the report by Friday?” More polite.</li>
              <li>“Would it be possible to have the report by Friday?” For a favour or a senior
              reader.</li>
            </ul>
            <p>Avoid “kindly do the needful” and “revert back”. They are common in Indian offices but
            confuse readers elsewhere. Say what you need: “Could you approve the invoice?”, “Could you
            reply by Monday?”</p>
            <h3>Reminders</h3>
            <p>Reply to your first email, so the reader has the history, and assume good intent:</p>
            <p><em>“Hi Priya, just following up on the report below. Would you be able to send it by
            Thursday? If anything is holding it up, let me know and I’ll see how I can help.”</em></p>
            <p>Wait at least two working days before the first reminder, unless the deadline is
            close.</p>`,
          ),
          article(
            'Saying no without damaging the relationship',
            `<p>Refusing a request by email is hard, because the reader cannot hear your tone. A
            three-part structure keeps it clear and kind.</p>
            <ol>
              <li><strong>Acknowledge:</strong> “Thanks for thinking of me for the vendor review.”</li>
              <li><strong>Decline with a short reason:</strong> “I can’t take it on this month, as I’m
              leading the audit until the 30th.”</li>
              <li><strong>Offer something:</strong> “Arun has reviewed this vendor before and may be
              able to help, or I could look at it in the first week of next month.”</li>
            </ol>
            <h3>Keep it short</h3>
            <p>A long explanation sounds like an excuse and invites argument. One reason is
            enough.</p>
            <h3>Be clear</h3>
            <p>“I’ll try” or “let me see” when you mean no causes problems later. The reader plans on
            your help and is disappointed at the last moment. A clear, polite no is more
            professional than a vague yes.</p>`,
          ),
        ],
      },
    ],
  },

  'business-english-meetings': {
    subtitle: 'Speak up in meetings and present ideas people remember',
    level: 'intermediate',
    language: 'English',
    category: 'Business English',
    instructor: 'rohan-deshpande',
    outcomes: [
      'Join a discussion, agree, disagree and check understanding politely',
      'Chair a short meeting that ends with decisions and owners',
      'Write a clear follow-up note after a meeting',
      'Signpost a presentation so the audience always knows where you are',
      'Pause and stress key words so your talk is easy to follow',
    ],
    requirements: [
      'You take part in meetings in English, or will soon',
      'Comfortable conversational English',
    ],
    updatedOn: '2026-07-15',
    sections: [
      {
        title: 'Meetings',
        lessons: [
          video('Four useful moves in a meeting', 'meeting-phrases', true),
          article(
            'Chairing a short meeting',
            `<p>A meeting without a chair drifts. Even a fifteen-minute call needs someone to keep it
            on track, and it is a good way to show leadership early in your career.</p>
            <h3>Before</h3>
            <p>Send the purpose and the agenda: “Purpose: decide the launch date. Agenda: 1. Test
            results 2. Risks 3. Decision.”</p>
            <h3>During</h3>
            <ul>
              <li><strong>Open:</strong> “Thanks for joining. The aim today is to agree the launch
              date.”</li>
              <li><strong>Move on:</strong> “Good, I think we’ve covered that. Let’s go to the
              risks.”</li>
              <li><strong>Bring people in:</strong> “Meena, you haven’t said much yet. What do you
              think?”</li>
              <li><strong>Park a topic:</strong> “That’s important but needs more time. Can we take it
              offline?”</li>
            </ul>
            <h3>Close</h3>
            <p>Summarise the decisions and who does what by when: “So we launch on 4 June. Karan
            updates the plan by Friday, and Meena tells the client.” Then end on time.</p>`,
          ),
          article(
            'Writing the follow-up note',
            `<p>People remember meetings differently. A short note sent the same day makes sure
            everyone leaves with the same understanding.</p>
            <h3>What to include</h3>
            <ul>
              <li><strong>Decisions:</strong> what was agreed, in one line each.</li>
              <li><strong>Actions:</strong> who does what by when. Put the name first: “Karan: update
              the project plan by Friday 6 June.”</li>
              <li><strong>Open questions:</strong> anything not decided, and when it will be.</li>
            </ul>
            <h3>What to leave out</h3>
            <p>Who said what, long background and the full discussion. The note is a record of
            outcomes, not minutes of every word.</p>
            <h3>Subject line</h3>
            <p>“Launch meeting, 2 June: decisions and actions” is easy to find later.</p>
            <p>End with “Let me know by tomorrow if I’ve missed anything.” That gives people a chance
            to correct the record before work starts, and it saves a second meeting to sort out a
            misunderstanding.</p>`,
          ),
        ],
      },
      {
        title: 'Presentations',
        lessons: [
          video('Pausing so your audience can follow', 'reading-aloud-pausing', true),
          article(
            'Signposting: first, next, to sum up',
            `<p>A reader can look back at a page; a listener cannot. Signposts are phrases that tell
            your audience where you are in a talk, so they never feel lost.</p>
            <h3>At the start</h3>
            <ul>
              <li>“I’m going to cover three things: the results, the costs and our
              recommendation.”</li>
            </ul>
            <h3>Moving between parts</h3>
            <ul>
              <li>“That’s the results. Now let’s look at the costs.”</li>
              <li>“This brings me to my recommendation.”</li>
            </ul>
            <h3>Highlighting</h3>
            <ul>
              <li>“The key point here is…”</li>
              <li>“What this means for us is…”</li>
            </ul>
            <h3>At the end</h3>
            <ul>
              <li>“To sum up: the pilot worked, it costs less than planned, and we recommend a full
              roll-out.”</li>
              <li>“I’m happy to take questions.”</li>
            </ul>
            <p>Signposts may feel repetitive when you write them, but listeners find them helpful.
            Pause briefly after each one, and look up from your notes: the pause tells the audience a
            new part is starting.</p>`,
          ),
          video('Pronouncing key business words', 'word-stress'),
        ],
      },
    ],
  },

  'english-for-it-professionals': {
    subtitle: 'Stand-ups, status emails, client calls and interviews for people who build software',
    level: 'intermediate',
    language: 'English',
    category: 'Business English',
    instructor: 'nikhil-bhatia',
    outcomes: [
      'Give a stand-up update in thirty seconds',
      'Write status emails that managers and clients read',
      'Open a client call with confidence',
      'Explain a technical issue to a non-technical client',
      'Answer “Tell me about yourself” for a tech role',
    ],
    requirements: [
      'You work in, or are studying for, a software or IT role',
      'Comfortable reading technical English',
    ],
    updatedOn: '2026-11-09',
    sections: [
      {
        title: 'Daily communication',
        lessons: [
          video('Speaking up in stand-ups and sprint meetings', 'meeting-phrases', true),
          article(
            'A clear stand-up update',
            `<p>A daily stand-up is short by design: each person has about a minute, often less. A
            clear update has three parts, and a good one takes thirty seconds.</p>
            <ol>
              <li><strong>Done:</strong> “Yesterday I finished the login API and opened the pull
              request.”</li>
              <li><strong>Next:</strong> “Today I’m writing tests for the password reset flow.”</li>
              <li><strong>Blocked:</strong> “I’m blocked on the staging database; I need access from
              the DevOps team.”</li>
            </ol>
            <h3>Tips</h3>
            <ul>
              <li>Say what you finished, not how busy you were. “I worked on the bug” tells the team
              little; “I found the cause of the bug and the fix is in review” tells them a lot.</li>
              <li>Name blockers clearly and say who can help. The stand-up exists to surface
              them.</li>
              <li>Take technical discussions offline: “Let’s talk about that after the stand-up,
              Rahul.”</li>
            </ul>
            <p>Prepare your three lines before the meeting starts. Even ten seconds of preparation
            makes a difference.</p>`,
          ),
          video('Status emails that get read', 'email-first-lines', true),
        ],
      },
      {
        title: 'Clients and interviews',
        lessons: [
          video('Opening a client call', 'customer-call-opening'),
          article(
            'Explaining a technical issue to a non-technical client',
            `<p>Clients rarely want to know how a system works. They want to know what happened, what
            it means for them and what you are doing about it.</p>
            <h3>Impact first</h3>
            <p>Start with the effect on the client, not the cause: “Between 2 and 3 pm, some customers
            could not complete payment.” Not: “The connection pool on the payments service was
            exhausted.”</p>
            <h3>Then the fix and the next step</h3>
            <p>“We have fixed it, and payments are working normally. We are adding monitoring so we
            hear about a problem like this before your customers do.”</p>
            <h3>Use everyday comparisons</h3>
            <p>If the client asks why, an analogy helps: “Think of it as a shop with too few billing
            counters during a sale. The queue got too long, and some people left.”</p>
            <h3>Avoid</h3>
            <ul>
              <li>Acronyms without explanation: API, DNS, CI.</li>
              <li>Blaming a colleague, a vendor or the client’s own team on the call.</li>
              <li>Promising a date you are not sure of. “We’ll confirm the date by tomorrow” is
              better.</li>
            </ul>`,
          ),
          video('“Tell me about yourself” for a tech role', 'tell-me-about-yourself'),
        ],
      },
    ],
  },
};
