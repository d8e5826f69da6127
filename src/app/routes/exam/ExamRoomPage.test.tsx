import { act, screen, waitFor, within } from '@testing-library/react';
import { ATTEMPT_ELSEWHERE } from '@contract/messages/exams';
import { examDb } from '@/testing/mocks/exam/examDb';
import { learnerInExam, signInExamLearner } from '@/testing/mocks/exam/examLearner';
import { renderApp } from '@/testing/render';

const held = (attemptId: string, questionId: string) =>
  examDb.attempts.get(attemptId)!.answers.get(questionId);

describe('the exam room', () => {
  it('labels every question: typed answers "Question n", choose-TWO limited to two, a map label select', async () => {
    const { roomPath } = learnerInExam();
    const { user } = renderApp(roomPath);

    // The file's first render compiles the room's lazily loaded chunk: slow on a busy machine.
    const q1 = await screen.findByRole('textbox', { name: 'Question 1' }, { timeout: 15_000 });
    expect(q1).toHaveAccessibleDescription('Name of member: Priya …');
    const pickTwo = screen.getByRole('group', { name: /Question 3–4: Which TWO things/ });
    await user.click(within(pickTwo).getByRole('checkbox', { name: /A\s+a life jacket/ }));
    await user.click(within(pickTwo).getByRole('checkbox', { name: /C\s+a change of clothes/ }));
    expect(within(pickTwo).getByRole('checkbox', { name: /B\s+a packed lunch/ })).toBeDisabled();
    expect(within(pickTwo).getByText('Choose TWO answers (2 of 2 chosen).')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Question 5: The boat store' }),
    ).toBeInTheDocument();
  });

  it('saves an answer as it is given; the navigator shows answered and flagged, and a reload resumes', async () => {
    const { roomPath, attempt } = learnerInExam();
    const { user, unmount } = renderApp(roomPath);

    await user.type(await screen.findByRole('textbox', { name: 'Question 1' }), 'Sharma');
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    await waitFor(() =>
      expect(held(attempt.id, 'l-q1')).toMatchObject({ value: 'Sharma', flagged: true }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('All answers saved');

    await user.click(screen.getByRole('button', { name: /^Q 1 of 5/ }));
    const navigator = await screen.findByRole('navigation', { name: 'Questions' });
    expect(
      within(navigator).getByRole('button', {
        name: 'Question 1, answered, flagged for review, current',
      }),
    ).toBeInTheDocument();
    await user.click(within(navigator).getByRole('button', { name: 'Question 2, not answered' }));
    await waitFor(() => expect(examDb.attempts.get(attempt.id)!.position?.questionId).toBe('l-q2'));
    unmount();

    renderApp(roomPath);
    expect(await screen.findByRole('textbox', { name: 'Question 1' })).toHaveValue('Sharma');
    await screen.findByRole('button', { name: /^Q 2 of 5/ });
  });

  it('moves with the keyboard alone: Alt+Shift+N and P between questions, Alt+Shift+F flags', async () => {
    const { roomPath, attempt } = learnerInExam();
    const { user } = renderApp(roomPath);
    const q1 = await screen.findByRole('textbox', { name: 'Question 1' });
    q1.focus();
    await user.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveFocus());
    await user.keyboard('Saturday');
    await user.keyboard('{Alt>}{Shift>}F{/Shift}{/Alt}');
    await user.keyboard('{Alt>}{Shift>}P{/Shift}{/Alt}');
    await waitFor(() => expect(q1).toHaveFocus());
    await waitFor(() =>
      expect(held(attempt.id, 'l-q2')).toMatchObject({ value: 'Saturday', flagged: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Alt+Shift+N')).toBeInTheDocument();
  });

  it('warns at 10 and at 5 minutes left, shown and announced', async () => {
    const { roomPath, attempt } = learnerInExam();
    examDb.setTimeLeft(attempt.id, 9 * 60 + 50);
    renderApp(roomPath);
    expect(await screen.findByText('10 minutes left in this section.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/Time left: 10 minutes/);
    // One live region says it: a second, nested inside it, is read twice by some screen readers.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('10 minutes left in this section.');
  });

  it('a resume with 4 minutes left warns once, saying what is left', async () => {
    const { roomPath, attempt } = learnerInExam();
    examDb.setTimeLeft(attempt.id, 4 * 60 - 5);
    renderApp(roomPath);
    expect(await screen.findByText('4 minutes left in this section.')).toBeInTheDocument();
    expect(screen.queryByText('10 minutes left in this section.')).not.toBeInTheDocument();
  });

  it('at zero the last warning gives way to the time-up notice, not left saying time is left', async () => {
    const { roomPath, attempt } = learnerInExam();
    examDb.setTimeLeft(attempt.id, 2);
    renderApp(roomPath);
    expect(await screen.findByText('1 minute left in this section.')).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'alertdialog',
        { name: 'Time is up for Listening' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('1 minute left in this section.')).not.toBeInTheDocument();
  });

  it('counts the words of an essay live against the task\u2019s minimum', async () => {
    const { roomPath } = learnerInExam({ sectionId: 'writing' });
    const { user } = renderApp(roomPath);
    const essay = await screen.findByRole('textbox', { name: 'Question 1: your answer' });
    expect(essay).toHaveAccessibleDescription('0 words: write at least 150');
    await user.type(essay, 'Cars fell, cycling rose.');
    expect(essay).toHaveAccessibleDescription('4 words: write at least 150');
    // On a phone the task and the answer are two tabs.
    await user.click(screen.getByRole('tab', { name: 'Task' }));
    expect(screen.getByRole('img', { name: /bar chart comparing/ })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Travel to work (% of workers)' }),
    ).toBeInTheDocument();
  });

  it('reading: judgement radios and a headings select, the passage beside them', async () => {
    const { roomPath, attempt } = learnerInExam({ sectionId: 'reading' });
    const { user } = renderApp(roomPath);
    const q1 = await screen.findByRole('radiogroup', {
      name: /Question 1: Qanats are a recent invention/,
    });
    await user.click(within(q1).getByRole('radio', { name: 'FALSE' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Question 2: Paragraph B' }),
      'ii',
    );
    await waitFor(() => expect(held(attempt.id, 'r-q2')?.value).toBe('ii'));
    expect(held(attempt.id, 'r-q1')?.value).toBe('FALSE');
    expect(screen.getByRole('tab', { name: 'Passage' })).toBeInTheDocument();
  });

  it('on a narrow screen, the keyboard moves from the passage to the next question: its tab opens', async () => {
    const { roomPath } = learnerInExam({ sectionId: 'reading' });
    const { user } = renderApp(roomPath);
    const passageTab = await screen.findByRole('tab', { name: 'Passage' });
    passageTab.focus();
    await user.keyboard('{Enter}');
    expect(passageTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Question 2: Paragraph B' })).toHaveFocus(),
    );
    expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when the time is up: says so, takes nothing more, and moves on to the next section', async () => {
    const { roomPath, attempt } = learnerInExam();
    // Just past the deadline: the server closes it once its grace for saves in flight is over.
    examDb.setTimeLeft(attempt.id, -1);
    renderApp(roomPath);
    expect(
      await screen.findByRole('alertdialog', { name: 'Time is up for Listening' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Start Academic Reading' }, { timeout: 9000 }),
    ).toBeInTheDocument();
    // The next section's intro says why the room moved on by itself.
    expect(screen.getByText('Time ran out for Listening.')).toBeInTheDocument();
    expect(
      screen.getByText('Your answers to the earlier section are saved and handed in.'),
    ).toBeInTheDocument();
    expect(examDb.attempts.get(attempt.id)!.sections[0]).toMatchObject({
      status: 'closed',
      closedBy: 'time',
    });
  });

  it('open in another tab: offers "Use this tab instead" and takes the attempt over', async () => {
    const { roomPath, attempt } = learnerInExam();
    attempt.tabId = 'tab-other-window';
    const { user } = renderApp(roomPath);
    expect(await screen.findByText(ATTEMPT_ELSEWHERE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this tab instead' }));
    expect(await screen.findByRole('textbox', { name: 'Question 1' })).toBeInTheDocument();
    expect(attempt.tabId).toBe('tab-jest-00000001');
  });

  it('practice mode: Pause stops the timer where it is; Resume goes on with the time the server kept', async () => {
    const { roomPath, attempt } = learnerInExam({ mode: 'practice' });
    examDb.setTimeLeft(attempt.id, 600);
    const { user } = renderApp(roomPath);
    const timer = await screen.findByRole('timer');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = await screen.findByRole('dialog', { name: 'The test is paused' });
    await waitFor(() => expect(timer).toHaveTextContent(/^Paused \d+:\d\d$/));
    const stopped = timer.textContent;
    // Long enough for a running timer to tick down a second.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_600)));
    expect(timer).toHaveTextContent(stopped!);

    // Five minutes later (for the page and the server alike), Resume: the server has moved the
    // deadline on by the pause, so the time left is what it was, and not up.
    const realNow = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 300_000);
    try {
      await user.click(within(paused).getByRole('button', { name: 'Resume' }));
      await waitFor(() => expect(timer).toHaveTextContent(/ left$/));
      // A few ticks of the running clock later.
      await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)));
      expect(timer).toHaveTextContent(/^(9:5\d|10:00) left$/);
      expect(screen.queryByText(/time is up/i)).not.toBeInTheDocument();
    } finally {
      later.mockRestore();
    }
  });

  it("another learner's or an unknown test is the site's 404", async () => {
    signInExamLearner();
    renderApp('/exam/e0000099-0000-4000-8000-000000000000/room');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('the last section handed in: the end screen says what happens next', async () => {
    const { roomPath, attempt } = learnerInExam({ sectionId: 'speaking' });
    examDb.closeSection(attempt, attempt.sections[3]!, 'candidate');
    renderApp(roomPath);
    expect(
      await screen.findByRole('heading', { name: 'Your test has been submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my tests' })).toHaveAttribute(
      'href',
      '/user-dash/mytests',
    );
    expect(screen.queryByText(/^Time ran out/)).not.toBeInTheDocument();
    await act(async () => {});
  });

  it('the last section closed by time: the end screen says time ran out for it', async () => {
    const { roomPath, attempt } = learnerInExam({ sectionId: 'speaking' });
    examDb.closeSection(attempt, attempt.sections[3]!, 'time');
    renderApp(roomPath);
    expect(
      await screen.findByRole('heading', { name: 'Your test has been submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Time ran out for Speaking.')).toBeInTheDocument();
    await act(async () => {});
  });
});
