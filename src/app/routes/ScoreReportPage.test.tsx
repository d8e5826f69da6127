import { screen, within } from '@testing-library/react';
import { REPORT_NOT_FOUND } from '@contract/messages/results';
import { hoursAgo } from '@/testing/mocks/marking/markingFixtures';
import { REPORT_ID, verifiedReport } from '@/testing/mocks/results/resultFixtures';
import { resultsDb } from '@/testing/mocks/results/resultsDb';
import { renderApp } from '@/testing/render';

beforeAll(async () => {
  await import('./ScoreReportPage');
});

describe('the public verification page', () => {
  it('confirms a report to anyone: name, test, date, report number and every band, nothing else', async () => {
    renderApp(`/results/${REPORT_ID}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Score report verified' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Score report' });
    expect(within(report).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(report).getByText('IELTS Practice Test')).toBeInTheDocument();
    expect(within(report).getByText(REPORT_ID)).toBeInTheDocument();
    const rows = within(within(report).getByRole('table', { name: 'Results' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SkillBand',
      'Listening6.5',
      'Academic Reading6.0',
      'Writing6.5',
      'Speaking7.0',
      'Overall band6.5',
    ]);
    // Nothing about the candidate beyond the name: no email, candidate number or answers.
    expect(report.textContent).not.toMatch(/@|VA-\d|answer/i);
    expect(screen.queryByText(/revised on/i)).not.toBeInTheDocument();
    expect(document.title).toBe(`Score report ${REPORT_ID} | Vaani Academy`);
  });

  it('says when a re-mark revised the results', async () => {
    const revisedAt = hoursAgo(2);
    resultsDb.reports.set(REPORT_ID, { ...verifiedReport(), revisedAt });
    renderApp(`/results/${REPORT_ID}`);

    expect(
      await screen.findByText(/^Revised on .* after a re-mark/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the mastery score with its CEFR level', async () => {
    resultsDb.reports.set('VR-MASTERY00001', {
      ...verifiedReport(),
      reportId: 'VR-MASTERY00001',
      testName: 'English Mastery Assessment',
      scheme: 'mastery',
      overall: 72,
      cefr: 'B2',
      skills: [{ skill: 'writing', title: 'Writing', score: 68, cefr: 'B2' }],
    });
    renderApp('/results/VR-MASTERY00001');

    const table = await screen.findByRole('table', { name: 'Results' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SkillScore', 'Writing68 (B2)', 'Overall score72 (B2)']);
  });

  it('says plainly that an unknown report number is not found', async () => {
    renderApp('/results/VR-NOSUCHREPORT');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not find this score report' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(REPORT_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Score report' })).not.toBeInTheDocument();
  });
});
