import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSAGE_NOT_FOUND } from '@contract/messages/markingNotes';
import { staffSession } from '@/testing/admin/staffSession';
import { markingTaskId } from '@/testing/mocks/marking/markingFixtures';
import { CLAIM_MINUTES, findTask } from '@/testing/mocks/marking/markingDb';
import { renderApp } from '@/testing/render';

// The marking screen as an evaluator meets it: the rubric's live score (Task 2 weighs twice Task
// 1), a Submit that names each criterion still unmarked, and notes anchored to a selected passage.

const FIND = { timeout: 20_000 };
// A whole console page with two essays and eight criteria: slow to query on a busy machine.
jest.setTimeout(180_000);
const WRITING = markingTaskId(1);

function openClaimedWriting() {
  const session = staffSession('evaluator');
  findTask(WRITING)!.claim = {
    evaluatorId: session.user.id,
    evaluatorName: session.user.name,
    until: Date.now() + CLAIM_MINUTES * 60_000,
  };
  return renderApp(`/admin/marking/${WRITING}`, { preloadedState: session.preloadedState });
}

const CRITERIA = {
  'Writing Task 1': [
    'Task Achievement',
    'Coherence and Cohesion',
    'Lexical Resource',
    'Grammatical Range and Accuracy',
  ],
  'Writing Task 2': [
    'Task Response',
    'Coherence and Cohesion',
    'Lexical Resource',
    'Grammatical Range and Accuracy',
  ],
};

async function bandAll(
  user: ReturnType<typeof userEvent.setup>,
  unit: keyof typeof CRITERIA,
  band: string,
) {
  const rubric = screen.getByRole('region', { name: 'Rubric' });
  for (const criterion of CRITERIA[unit])
    await user.selectOptions(within(rubric).getByLabelText(`${unit}: ${criterion}, band`), band);
}

/** The essay's section (the rubric has a section of the same name). */
async function essayOf(title: string) {
  const sections = await screen.findAllByRole('region', { name: title }, FIND);
  return sections.find(
    (section) =>
      section.querySelector('[aria-labelledby="rubric-heading"]') === null &&
      !section.closest('[aria-labelledby="rubric-heading"]'),
  )!;
}

describe('the marking screen', () => {
  it('computes the writing band live, Task 2 counting twice, and names what is unmarked on Submit', async () => {
    const user = userEvent.setup();
    openClaimedWriting();
    await screen.findByRole('region', { name: 'Rubric' }, FIND);
    const score = () =>
      within(screen.getByRole('region', { name: 'Rubric' })).getAllByRole('status')[0]!;
    expect(score()).toHaveTextContent('Give every criterion a mark to see the Writing score.');

    await bandAll(user, 'Writing Task 1', '5.0');
    await user.click(screen.getByRole('button', { name: 'Submit mark' }));
    expect(
      await screen.findByText('Writing Task 2: give a mark for Task Response.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Submit this mark?' })).not.toBeInTheDocument();

    await bandAll(user, 'Writing Task 2', '7.0');
    // (5 + 2 × 7) / 3 = 6.33, which IELTS rounds to 6.5; equal weights would give 6.0.
    expect(score()).toHaveTextContent('Writing score: 6.5');

    await user.click(screen.getByRole('button', { name: 'Submit mark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this mark?' });
    await user.click(within(dialog).getByRole('button', { name: /^Submit 6\.5/ }));
    expect(findTask(WRITING)!.marks).toHaveLength(1);
    expect(findTask(WRITING)!.marks[0]!.score).toBe(6.5);
  });

  it('anchors a note to the selected passage and highlights it in the essay', async () => {
    const user = userEvent.setup();
    openClaimedWriting();
    const essay = await essayOf('Writing Task 1');
    const quote = 'Overall, the car was the most popular way in every year';
    const textNode = [...essay.querySelectorAll('*')]
      .flatMap((element) => [...element.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.includes(quote))!;
    const at = textNode.textContent!.indexOf(quote);
    act(() => {
      const range = document.createRange();
      range.setStart(textNode, at);
      range.setEnd(textNode, at + quote.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });

    await user.click(
      within(essay).getByRole('button', { name: 'Add a note on the selected passage' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Note on a passage of Writing Task 1',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Passage' })).toHaveValue(quote);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note' }),
      'A clear overview, placed early.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));

    const mark = await within(essay).findByText(quote, { selector: 'mark' });
    expect(mark).toBeInTheDocument();
    expect(within(essay).getByText('A clear overview, placed early.')).toBeInTheDocument();
  });

  it('refuses a typed passage that is not in the essay', async () => {
    const user = userEvent.setup();
    openClaimedWriting();
    const essay = await essayOf('Writing Task 1');
    await user.click(
      within(essay).getByRole('button', { name: 'Add a note on the selected passage' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Note on a passage of Writing Task 1',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Passage' }), 'trains were free');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Not said.');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText(PASSAGE_NOT_FOUND)).toBeInTheDocument();
    expect(
      within(essay).queryByText('trains were free', { selector: 'mark' }),
    ).not.toBeInTheDocument();
  });
});
