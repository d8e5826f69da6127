import { screen, within } from '@testing-library/react';
import { examDb } from '@/testing/mocks/exam/examDb';
import { signInExamLearner } from '@/testing/mocks/exam/examLearner';
import { renderApp } from '@/testing/render';

describe('before the test', () => {
  it('shows the instructions and times (with extra time), warns without a microphone, and Start opens the room', async () => {
    const user = signInExamLearner();
    const entitlement = examDb.addEntitlement(user.id, { extraTimePercent: 25 });
    const { user: person, router } = renderApp(`/exam/${entitlement.id}`);

    expect(await screen.findByRole('heading', { name: 'IELTS Practice Test' })).toBeInTheDocument();
    expect(screen.getByText(/including 25% extra time granted to you/)).toBeInTheDocument();
    const sections = screen.getByRole('heading', { name: /^Listening · Listening · 38 minutes/ });
    expect(sections).toBeInTheDocument();

    // jsdom has no microphone: the candidate is told, and may still start.
    await person.click(screen.getByRole('button', { name: 'Test my microphone' }));
    expect(await screen.findByText(/You can still start the test/)).toBeInTheDocument();

    const mode = screen.getByRole('radiogroup');
    await person.click(within(mode).getByRole('radio', { name: /Practice mode/ }));
    await person.click(screen.getByRole('button', { name: 'Start the test' }));

    expect(await screen.findByRole('textbox', { name: 'Question 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/exam/${entitlement.id}/room`);
    const attempt = examDb.attemptOf(entitlement.id)!;
    expect(attempt.mode).toBe('practice');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('an attempt already started goes straight to the room', async () => {
    const user = signInExamLearner();
    const entitlement = examDb.addEntitlement(user.id);
    examDb.start(entitlement, 'exam', 'tab-jest-00000001');
    const { router } = renderApp(`/exam/${entitlement.id}`);
    expect(await screen.findByRole('textbox', { name: 'Question 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/exam/${entitlement.id}/room`);
  });
});
