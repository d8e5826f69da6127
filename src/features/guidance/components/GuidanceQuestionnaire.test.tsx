import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { guidanceTree } from '../data/guidanceTree';
import type { GuidanceTree } from '../model/guidanceEngine';
import { GuidanceQuestionnaire } from './GuidanceQuestionnaire';

const ERROR_TEXT = 'Error: Unable to load guidance data. Please try again later.';

const question = (name: string) => screen.findByRole('heading', { level: 3, name });

describe('GuidanceQuestionnaire', () => {
  it('walks a full path to a recommendation list of linked products', async () => {
    const { user } = renderWithProviders(<GuidanceQuestionnaire />);

    await question('What would you most like to achieve with your English?');
    await user.click(screen.getByRole('button', { name: 'Prove my English level with a score' }));
    expect(await question('Who will look at your result?')).toHaveFocus();
    await user.click(
      screen.getByRole('button', { name: 'A university or immigration office abroad' }),
    );
    await question('Have you taken an IELTS-style test before?');
    expect(screen.getByText('Question 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not yet' }));

    const heading = await question('Our recommendations for you');
    expect(heading).toHaveFocus();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'IELTS Practice Test' })).toHaveAttribute(
      'href',
      '/tests',
    );
    expect(
      within(items[1]).getByRole('link', { name: 'IELTS Preparation Courses' }),
    ).toHaveAttribute('href', '/courses');
  });

  it("restarts from the first question with 'Discover More'", async () => {
    const { user } = renderWithProviders(<GuidanceQuestionnaire />);

    await user.click(
      await screen.findByRole('button', { name: 'Assess a team or an organisation' }),
    );
    await user.click(await screen.findByRole('button', { name: '25 or more' }));
    expect(await screen.findByRole('link', { name: 'Bespoke Organisation Tests' })).toHaveAttribute(
      'href',
      '/contactus',
    );

    await user.click(screen.getByRole('button', { name: 'Discover More' }));

    expect(await question('What would you most like to achieve with your English?')).toHaveFocus();
    expect(screen.getByText('Question 1')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Our recommendations for you' }),
    ).not.toBeInTheDocument();
  });

  it('goes back to the previous question', async () => {
    const { user } = renderWithProviders(<GuidanceQuestionnaire />);

    expect(await screen.findByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Study or work abroad' }));
    await question('When do you plan to apply?');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await question('What would you most like to achieve with your English?');
  });

  it('shows the error with a Restart button when an answer leads to an unknown step', async () => {
    const tree: GuidanceTree = {
      start: 'first',
      steps: {
        first: {
          question: 'Where to?',
          options: [{ label: 'Somewhere missing', next: 'missing-step' }],
        },
      },
    };
    const { user } = renderWithProviders(<GuidanceQuestionnaire tree={tree} />);

    await user.click(await screen.findByRole('button', { name: 'Somewhere missing' }));

    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Where to?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await question('Where to?')).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
  });

  it('shows the error at once when the start step is unknown', async () => {
    renderWithProviders(<GuidanceQuestionnaire tree={{ start: 'nowhere', steps: {} }} />);

    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart' })).toBeInTheDocument();
  });

  it('reaches a question or a linked recommendation list from every option of the real tree', async () => {
    renderWithProviders(<GuidanceQuestionnaire />);
    const visited = new Set<string>();
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

    // Depth-first through the rendered questionnaire: answer each option, check, come back.
    async function explore(stepId: string): Promise<void> {
      visited.add(stepId);
      const step = guidanceTree.steps[stepId];
      await question(step.question);
      for (const option of step.options) {
        click(option.label);
        expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
        if (typeof option.next === 'string') {
          await explore(option.next);
        } else {
          await question('Our recommendations for you');
          for (const item of option.next) {
            expect(screen.getByRole('link', { name: item.name })).toHaveAttribute('href', item.to);
          }
        }
        click('Back');
        await question(step.question);
      }
    }
    await explore(guidanceTree.start);

    expect(visited).toEqual(new Set(Object.keys(guidanceTree.steps)));
  }, 20_000);
});
