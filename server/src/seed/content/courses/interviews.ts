// The job interview course.
import { article, video } from '../lessons';
import type { CourseContent } from '../types';

export const interviewCourses: Record<string, CourseContent> = {
  'job-interview-skills': {
    subtitle: 'Prepare, answer and follow up with confidence in English interviews',
    level: 'all levels',
    language: 'English',
    category: 'Career & Interviews',
    instructor: 'nikhil-bhatia',
    outcomes: [
      'Answer “Tell me about yourself” in one clear minute',
      'Research a company in thirty minutes and use what you find',
      'Answer behavioural questions with the STAR method',
      'Talk about your experience with the right tenses',
      'Ask the interviewer good questions and handle video interviews',
    ],
    requirements: [
      'A job or internship you are applying for, or one you would like',
      'Your CV, to build your answers from',
    ],
    updatedOn: '2026-10-19',
    sections: [
      {
        title: 'The first minutes',
        lessons: [
          video('Answering “Tell me about yourself”', 'tell-me-about-yourself', true),
          article(
            'Researching the company in thirty minutes',
            `<p>“What do you know about us?” and “Why do you want to work here?” are asked in almost
            every interview. Thirty minutes of focused research is enough to answer both well.</p>
            <ol>
              <li><strong>The company website (10 minutes):</strong> what they sell, to whom, and where.
              Read the “About” page and the latest news or press releases.</li>
              <li><strong>The job description (10 minutes):</strong> underline the three skills that
              appear most often. Prepare one example from your experience for each.</li>
              <li><strong>Recent news and people (10 minutes):</strong> search the company’s name for
              news from the last six months, and look at the profiles of people in the team you would
              join.</li>
            </ol>
            <h3>Use what you find</h3>
            <p>Bring one specific fact into your answers: “I read that you opened an office in
            Coimbatore this year. I’d like to be part of a team that’s growing.” One real detail is
            more convincing than general praise such as “a reputed company”.</p>
            <p>Write down two questions from your research to ask at the end.</p>`,
          ),
        ],
      },
      {
        title: 'Answers that work',
        lessons: [
          article(
            'The STAR method for behavioural questions',
            `<p>Questions that begin “Tell me about a time when…” are behavioural questions. The
            interviewer wants a real example, not a general statement about yourself. The
            <strong>STAR</strong> method gives your answer a clear shape.</p>
            <ul>
              <li><strong>Situation:</strong> the background, in one or two sentences. “In my final-year
              project, our team of four had two weeks left and the app kept crashing.”</li>
              <li><strong>Task:</strong> your responsibility. “I was responsible for testing.”</li>
              <li><strong>Action:</strong> what <em>you</em> did, in detail. This is the longest part.
              “I wrote a test for each crash report and found that three came from the same image
              library. I proposed replacing it and did the change over a weekend.”</li>
              <li><strong>Result:</strong> what happened, with a number if possible. “The crashes
              stopped and we submitted on time. We got an A.”</li>
            </ul>
            <p>Use “I”, not “we”, for the Action. The interviewer is hiring you, not your team.</p>
            <p>Prepare four or five STAR stories before any interview: a success, a failure, a
            conflict, a time you led and a time you learned something quickly. Most behavioural
            questions can be answered with one of them.</p>`,
          ),
          video(
            'Talking about your experience: present perfect or past?',
            'present-perfect-or-past',
            true,
          ),
          article(
            'Questions to ask the interviewer',
            `<p>At the end, most interviewers ask, “Do you have any questions for us?” Saying “No” can
            sound like a lack of interest. Prepare two or three questions.</p>
            <h3>Good questions</h3>
            <ul>
              <li>“What would a successful first three months in this role look like?”</li>
              <li>“What is the biggest challenge the team is working on right now?”</li>
              <li>“How does the team share feedback and review work?”</li>
              <li>“What do you enjoy most about working here?”</li>
            </ul>
            <h3>Questions to avoid in a first interview</h3>
            <ul>
              <li>Anything answered on the company’s website.</li>
              <li>Salary, leave and working hours, unless the interviewer raises them. These come
              later, usually with HR.</li>
            </ul>
            <h3>Listen to the answer</h3>
            <p>A follow-up shows you were listening: “You mentioned the move to a new platform. Will
            this role be involved in that?”</p>
            <p>Finish by thanking the interviewer and saying you are interested in the role.</p>`,
          ),
        ],
      },
      {
        title: 'Online interviews',
        lessons: [
          article(
            'Video interview checklist',
            `<p>Many first-round interviews now happen on video. Most problems are technical, and all
            of them can be prevented the day before.</p>
            <h3>The day before</h3>
            <ul>
              <li>Install and test the meeting app the company uses, with your camera and
              microphone.</li>
              <li>Check your internet speed. Keep a phone hotspot ready as a backup.</li>
              <li>Choose a quiet room with a plain background and light in front of you, not behind
              you.</li>
            </ul>
            <h3>On the day</h3>
            <ul>
              <li>Join five minutes early. Close other apps and silence your phone.</li>
              <li>Put the camera at eye level and look into it when you speak, not at the screen.</li>
              <li>Keep your CV and your notes just below the camera. A short glance is fine.</li>
              <li>Speak a little more slowly than usual. Audio on calls often lags.</li>
            </ul>
            <h3>If something goes wrong</h3>
            <p>Stay calm and say what happened: “Sorry, I lost your last question. Could you repeat
            it?” If the call drops, rejoin at once and send a short email if you cannot.</p>`,
          ),
        ],
      },
    ],
  },
};
