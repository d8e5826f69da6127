import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMARK_REASON_REQUIRED, RESULT_NOT_FOUND } from '@contract/messages/results';
import { WITH_EVALUATORS } from '@/features/results/components/ProvisionalNotice';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { REPORT_ID, resultAttemptId } from '@/testing/mocks/results/resultFixtures';
import { resultsDb } from '@/testing/mocks/results/resultsDb';
import { renderApp } from '@/testing/render';
import type { PreloadedState } from '@/store/store';

beforeAll(async () => {
  await import('./TestResultsPage');
});

/** The learner who took the fakes' attempts (user-1). */
function learner(): PreloadedState {
  const user = buildCompleteUser({ id: 'user-1', email: 'asha@example.com', name: 'Asha Verma' });
  return { auth: { token: db.signIn(user), user } } as PreloadedState;
}

const open = (attempt: number) =>
  renderApp(`/user-dash/mytests/${resultAttemptId(attempt)}/results`, {
    preloadedState: learner(),
  });

const FIND = { timeout: 15_000 };
// Whole pages on a busy machine: generous time for each test.
jest.setTimeout(60_000);

describe('a learner’s results', () => {
  it('while marking: the computer-marked bands at once, the rest with the evaluators, signals labelled', async () => {
    open(2);

    expect(await screen.findByText(WITH_EVALUATORS, {}, FIND)).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'Band by skill' });
    const cards = within(skills)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(cards[0]).toMatch(/^Listening6\.527 of 40 marks · marked at once$/);
    expect(cards[2]).toMatch(/^Writing…With our evaluators$/);
    expect(screen.getByText(/Automatic/)).toBeInTheDocument();
    // Nothing final yet: no report, no answers reviewed, no re-mark.
    expect(screen.queryByRole('region', { name: 'Your score report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ask for a re-mark' })).not.toBeInTheDocument();
  });

  it('once released: overall band, every question by part, criteria, the report and its verification link', async () => {
    const user = userEvent.setup();
    open(1);

    expect(
      await screen.findByRole('region', { name: 'Your score report' }, FIND),
    ).toHaveTextContent(`Report number ${REPORT_ID}`);
    expect(screen.getByRole('region', { name: 'Overall band' })).toHaveTextContent('6.5');
    expect(screen.queryByText(WITH_EVALUATORS)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the verification page' })).toHaveAttribute(
      'href',
      `/results/${REPORT_ID}`,
    );

    const answers = screen.getByRole('region', { name: 'Your answers' });
    await user.click(within(answers).getByRole('button', { name: /Part 2 · 1 of 3 marks/ }));
    const deposit = await within(answers).findByText('4. Deposit to pay: Rs. ___');
    const item = deposit.closest('li')!;
    expect(item).toHaveTextContent('Wrong');
    expect(item).toHaveTextContent('Your answer2,000');
    expect(item).toHaveTextContent('Right answer5,000');
    expect(item).toHaveTextContent('Rs. 2,000 is the cleaning fee; the deposit is Rs. 5,000.');
  });

  it('downloads the score report PDF', async () => {
    const user = userEvent.setup();
    open(1);

    await user.click(await screen.findByRole('button', { name: 'Download the PDF' }, FIND));
    expect(await screen.findByText(`Saved as score-report-${REPORT_ID}.pdf.`)).toBeInTheDocument();
    expect(resultsDb.downloads).toEqual([resultAttemptId(1)]);
  });

  it('asks for a re-mark with a skill and a reason, then shows it under way', async () => {
    const user = userEvent.setup();
    open(1);

    const form = await screen.findByRole('form', { name: 'Re-mark request' }, FIND);
    await user.click(within(form).getByRole('checkbox', { name: 'Writing' }));
    await user.click(within(form).getByRole('button', { name: 'Ask for a re-mark' }));
    expect(await within(form).findByText(REMARK_REASON_REQUIRED)).toBeInTheDocument();

    await user.click(within(form).getByRole('textbox', { name: /Why would you like a re-mark/ }));
    await user.paste('My Task 2 answered every part of the question.');
    await user.click(within(form).getByRole('button', { name: 'Ask for a re-mark' }));
    expect(
      await screen.findByText('Your re-mark is under way. We will mail you the outcome.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Re-mark request' })).not.toBeInTheDocument();
    const stored = resultsDb.results.get(resultAttemptId(1))!.result.remarks;
    expect(stored).toMatchObject([
      {
        skills: ['writing'],
        reason: 'My Task 2 answered every part of the question.',
        status: 'waiting',
      },
    ]);
  });

  it('says another learner’s (or an unknown) attempt is not found', async () => {
    resultsDb.results.set(resultAttemptId(3), {
      userId: 'user-9',
      result: resultsDb.results.get(resultAttemptId(1))!.result,
    });
    open(3);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not find these results' },
        FIND,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(RESULT_NOT_FOUND)).toBeInTheDocument();
  });
});
