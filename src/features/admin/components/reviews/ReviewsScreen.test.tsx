import { screen } from '@testing-library/react';
import { REVIEW_HIDDEN } from '@contract/messages/admin';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';

describe('review moderation', () => {
  it('hides a review and offers to restore it', async () => {
    const { user } = renderConsole('/admin/reviews');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Hide the review by Learner 1' },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText(REVIEW_HIDDEN)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Restore the review by Learner 1' }),
    ).toBeInTheDocument();
    expect(adminDb.reviews[0]!.hiddenAt).not.toBeNull();
  });
});
