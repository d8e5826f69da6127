import { screen, within } from '@testing-library/react';
import type { SkillProgress } from '@contract/examTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SkillProgressPanel } from './SkillProgressPanel';

const point = (n: number, score: number) => ({
  attemptId: `a-${n}`,
  at: `2026-1${n}-01T10:00:00.000Z`,
  score,
});

const PROGRESS: SkillProgress[] = [
  { testSlug: 'ielts-practice', skill: 'listening', best: 7, trend: [point(0, 6), point(1, 7)] },
  { testSlug: 'ielts-practice', skill: 'writing', best: 6.5, trend: [point(0, 6.5), point(1, 6)] },
  { testSlug: 'ielts-practice', skill: 'speaking', best: 6, trend: [point(1, 6)] },
  { testSlug: 'english-mastery', skill: 'grammar', best: 64, trend: [point(0, 58), point(1, 64)] },
];

const TESTS = [
  { testSlug: 'ielts-practice' as const, testName: 'IELTS Practice Test' },
  { testSlug: 'english-mastery' as const, testName: 'English Mastery Assessment' },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the Tests tab’s progress by skill', () => {
  it('shows each skill’s best band and how it moved, per test', async () => {
    renderWithProviders(<SkillProgressPanel progress={PROGRESS} tests={TESTS} />);

    expect(
      await screen.findByRole('heading', { name: 'Your progress by skill' }),
    ).toBeInTheDocument();
    expect(
      rowsOf(screen.getByRole('table', { name: 'IELTS Practice Test: progress by skill' })),
    ).toEqual([
      'Listening7.0Up since last time6.0 → 7.0 · last 1 November 2026',
      // The best stays the best even when the latest result is lower.
      'Writing6.5Down since last time6.5 → 6.0 · last 1 November 2026',
      'Speaking6.0First result6.0 · last 1 November 2026',
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'English Mastery Assessment: progress by skill' })),
    ).toEqual(['Grammar and vocabulary64Up since last time58 → 64 · last 1 November 2026']);
  });

  it('shows nothing before any result', async () => {
    renderWithProviders(
      <>
        <h1>My tests</h1>
        <SkillProgressPanel progress={[]} tests={TESTS} />
      </>,
    );
    await screen.findByRole('heading', { name: 'My tests' });
    expect(
      screen.queryByRole('heading', { name: 'Your progress by skill' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
