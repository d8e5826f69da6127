import { screen } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { examDb } from '@/testing/mocks/exam/examDb';
import { signInExamLearner } from '@/testing/mocks/exam/examLearner';
import { renderApp } from '@/testing/render';

describe('MyTestsPage', () => {
  it("says 'Coming Soon!' under the dashboard's Tests tab", async () => {
    const user = buildCompleteUser();
    window.localStorage.setItem('token', db.signIn(user));
    window.localStorage.setItem('user', JSON.stringify(user));
    renderApp('/user-dash/mytests');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coming Soon!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Explore Our Tests' })).toHaveAttribute(
      'href',
      '/tests',
    );
  });
});

describe('MyTestsPage with bought tests', () => {
  it('lists each test with its state and next step', async () => {
    const user = signInExamLearner();
    const fresh = examDb.addEntitlement(user.id, {
      purchasedAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2027-05-19T10:00:00.000Z',
    });
    const running = examDb.addEntitlement(user.id, {
      testSlug: 'english-mastery',
      testName: 'English Mastery Assessment',
    });
    examDb.start(running, 'exam', 'tab-elsewhere-0001');
    const done = examDb.addEntitlement(user.id, {
      testSlug: 'english-mastery-pro',
      testName: 'English Mastery Assessment Pro',
      afterSubmit: 'results_ready',
      overall: 7.5,
    });
    const finished = examDb.start(done, 'exam', 'tab-elsewhere-0001');
    for (const section of finished.sections) examDb.closeSection(finished, section, 'candidate');
    examDb.addEntitlement(user.id, { testName: 'IELTS Practice Test', revoked: true });

    renderApp('/user-dash/mytests');

    expect(await screen.findByRole('heading', { level: 1, name: 'My tests' })).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start IELTS Practice Test' })).toHaveAttribute(
      'href',
      `/exam/${fresh.id}`,
    );
    expect(
      screen.getByText('Start by 19 May 2027. One attempt, 2 hours 30 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume English Mastery Assessment' })).toHaveAttribute(
      'href',
      `/exam/${running.id}/room`,
    );
    expect(screen.getByText(/^2 hours \d+ minutes left\.$/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View results of English Mastery Assessment Pro' }),
    ).toHaveAttribute('href', `/user-dash/mytests/${finished.id}/results`);
    expect(screen.getByText('Overall 7.5.')).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
  });

  it('links a handed-in test, awaiting its experts, to its provisional results', async () => {
    const user = signInExamLearner();
    const waiting = examDb.addEntitlement(user.id, { afterSubmit: 'awaiting_evaluation' });
    const attempt = examDb.start(waiting, 'exam', 'tab-elsewhere-0001');
    for (const section of attempt.sections) examDb.closeSection(attempt, section, 'candidate');

    renderApp('/user-dash/mytests');

    expect(
      await screen.findByRole('link', { name: 'Provisional results of IELTS Practice Test' }),
    ).toHaveAttribute('href', `/user-dash/mytests/${attempt.id}/results`);
  });
});
