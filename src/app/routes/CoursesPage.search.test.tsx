import { configure, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCatalogueFacts, buildCourses, courseId } from '@/testing/mocks/fixtures';
import { recordRequests } from '@/testing/mocks/requestLog';
import { renderApp } from '@/testing/render';

// Finding a course: the search, filters and sort of /courses live in the address. The fake's
// fixtures: course n costs 499 + 100n rupees; categories and levels go round in the contract's
// order (course 1 is IELTS and beginner, course 2 TOEFL & PTE and intermediate, ...).

// Each test types, waits for the search's pause and renders the whole app: slow on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

// Compile the lazy screens once up front, so the first test does not spend its wait on that.
beforeAll(async () => {
  await Promise.all([import('./CoursesPage'), import('@/app/layout/CheckoutCartDrawer')]);
});

/** The first screen of a test: the whole app's first render is the slowest. */
const firstScreen = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search courses' });
const select = (name: string) => screen.getByRole('combobox', { name });
const catalogueCalls = (log: ReturnType<typeof recordRequests>) =>
  log.filter((request) => request.path.startsWith('/api/courses?')).map((request) => request.path);

describe('finding a course on /courses', () => {
  it('offers a search box, a sort and five filters, all labelled, and counts the courses', async () => {
    renderApp('/courses');
    expect(await firstScreen('20 courses')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('search')).toContainElement(searchBox());
    for (const name of ['Category', 'Level', 'Language', 'Price', 'Length']) {
      expect(select(name)).toHaveValue('');
    }
    const sort = select('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Recommended',
      'Most popular',
      'Highest rated',
      'Newest',
      'Price: low to high',
      'Price: high to low',
    ]);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, puts the search in the address, and counts what it finds', async () => {
    const log = recordRequests();
    const { user, router } = renderApp('/courses');
    await firstScreen('20 courses');

    await user.type(searchBox(), 'course 1');

    await waitFor(() => expect(router.state.location.search).toBe('?q=course+1'));
    // Course 1 and courses 10 to 19: the last word is read as the start of a word.
    expect(await screen.findByText('11 courses')).toBeInTheDocument();
    expect(cardTitles().slice(0, 3)).toEqual(['Course 1', 'Course 10', 'Course 11']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // Not one call per letter: the first page, then the search.
    expect(catalogueCalls(log)).toEqual([
      '/api/courses?page=1&limit=7',
      '/api/courses?page=1&limit=7&q=course+1',
    ]);
  });

  it('makes one history entry per search: later pauses replace it, and Back returns to before it', async () => {
    const { user, router } = renderApp('/courses?page=2');
    await firstScreen('Page 2 of 3');

    await user.type(searchBox(), 'course');
    await waitFor(() => expect(router.state.location.search).toBe('?q=course'));
    expect(router.state.action).toBe('PUSH');

    await user.type(searchBox(), ' 2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=course+2'));
    expect(router.state.action).toBe('REPLACE');
    expect(await screen.findByText('2 courses')).toBeInTheDocument();

    router.go(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');

    router.go(1);
    await waitFor(() => expect(searchBox()).toHaveValue('course 2'));
    expect(await screen.findByText('2 courses')).toBeInTheDocument();
  });

  it('searches at once on Enter', async () => {
    const { user, router } = renderApp('/courses');
    await firstScreen('20 courses');
    await user.type(searchBox(), 'course 7{Enter}');
    expect(router.state.location.search).toBe('?q=course+7');
    expect(await screen.findByText('1 course')).toBeInTheDocument();
  });

  it('opens a shared address with its search, filters, sort and page in place', async () => {
    const log = recordRequests();
    renderApp('/courses?q=course&category=IELTS&level=beginner&sort=price-desc');

    expect(await firstScreen('3 courses')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Course 17', 'Course 9', 'Course 1']);
    expect(searchBox()).toHaveValue('course');
    expect(select('Category')).toHaveValue('IELTS');
    expect(select('Level')).toHaveValue('beginner');
    expect(select('Language')).toHaveValue('');
    expect(select('Sort by')).toHaveValue('price-desc');
    expect(catalogueCalls(log)).toEqual([
      '/api/courses?page=1&limit=7&q=course&category=IELTS&level=beginner&sort=price-desc',
    ]);
  });

  it('leaves out what the address names but the catalogue does not know', async () => {
    const log = recordRequests();
    renderApp('/courses?sort=cheapest&level=expert&price=1000-2000&page=1');
    expect(await firstScreen('10 courses')).toBeInTheDocument();
    expect(select('Level')).toHaveValue('');
    expect(catalogueCalls(log)).toEqual(['/api/courses?page=1&limit=7&price=1000-2000']);
  });

  it('a filter or a sort starts again from page 1, and the address follows each choice', async () => {
    const { user, router } = renderApp('/courses?page=3');
    await firstScreen('Page 3 of 3');

    await user.selectOptions(select('Price'), 'Rs. 1,000 to Rs. 2,000');
    await waitFor(() => expect(router.state.location.search).toBe('?price=1000-2000'));
    // Courses 6 to 15 cost 1,099 to 1,999 rupees.
    expect(await screen.findByText('10 courses')).toBeInTheDocument();
    expect(router.state.action).toBe('PUSH');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price=1000-2000&page=2'));

    await user.selectOptions(select('Sort by'), 'Price: high to low');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?price=1000-2000&sort=price-desc'),
    );
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 15'));

    await user.selectOptions(select('Length'), 'Over 30 minutes');
    await user.selectOptions(select('Language'), 'English and Hindi');
    expect(router.state.location.search).toBe(
      '?language=English+and+Hindi&price=1000-2000&length=over-30m&sort=price-desc',
    );
    expect(await screen.findByText('No course matches these filters.')).toBeInTheDocument();

    await user.selectOptions(select('Language'), 'Any language');
    expect(router.state.location.search).toBe('?price=1000-2000&length=over-30m&sort=price-desc');
  });

  it('sorts by the facts the server keeps: most popular, highest rated, newest', async () => {
    db.courses = buildCourses(3);
    db.courseFacts.set(courseId(1), buildCatalogueFacts(1, { sales: 5, ratingAverage: 3 }));
    db.courseFacts.set(courseId(2), buildCatalogueFacts(2, { sales: 9, ratingAverage: 4.9 }));
    db.courseFacts.set(courseId(3), buildCatalogueFacts(3, { sales: 1, ratingAverage: 4 }));
    const { user } = renderApp('/courses');
    await firstScreen('3 courses');

    await user.selectOptions(select('Sort by'), 'Most popular');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 2', 'Course 1', 'Course 3']));
    await user.selectOptions(select('Sort by'), 'Highest rated');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 2', 'Course 3', 'Course 1']));
    await user.selectOptions(select('Sort by'), 'Newest');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 3', 'Course 2', 'Course 1']));
    await user.selectOptions(select('Sort by'), 'Recommended');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 1', 'Course 2', 'Course 3']));
  });

  it('offers the lengths of a catalogue of video courses and narrows the list to each', async () => {
    db.courses = buildCourses(3);
    db.courseFacts.set(courseId(1), buildCatalogueFacts(1, { durationSeconds: 6 * 60 }));
    db.courseFacts.set(courseId(2), buildCatalogueFacts(2, { durationSeconds: 20 * 60 }));
    db.courseFacts.set(courseId(3), buildCatalogueFacts(3, { durationSeconds: 45 * 60 }));
    const { user, router } = renderApp('/courses');
    await firstScreen('3 courses');
    expect(
      within(select('Length'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any length', 'Under 10 minutes', '10 to 30 minutes', 'Over 30 minutes']);

    await user.selectOptions(select('Length'), 'Under 10 minutes');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 1']));
    expect(router.state.location.search).toBe('?length=under-10m');
    await user.selectOptions(select('Length'), '10 to 30 minutes');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 2']));
    expect(router.state.location.search).toBe('?length=10-30m');
    await user.selectOptions(select('Length'), 'Over 30 minutes');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 3']));
    expect(router.state.location.search).toBe('?length=over-30m');
  });

  it('says when nothing matches and offers Clear filters, which keeps the sort', async () => {
    const { user, router } = renderApp('/courses?q=zebra&level=advanced&sort=newest');

    const empty = await firstScreen('No course matches “zebra” with these filters.');
    expect(
      screen.queryByText('No courses available at the moment. Please check back later!'),
    ).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Course pages' })).not.toBeInTheDocument();
    expect(empty.closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=newest');
    expect(await screen.findByText('20 courses')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(select('Level')).toHaveValue('');
    expect(cardTitles()[0]).toBe('Course 20');
  });

  it('offers Clear filters beside the count while a filter narrows the results', async () => {
    const { user, router } = renderApp('/courses?category=Study+Abroad');
    expect(await firstScreen('2 courses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('20 courses')).toBeInTheDocument();
  });

  it('says "1 course" for one', async () => {
    renderApp('/courses?q=course+20');
    expect(await firstScreen('1 course')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Course 20']);
  });

  it('keeps the empty-catalogue text when there are no courses at all', async () => {
    db.courses = [];
    renderApp('/courses');
    expect(
      await firstScreen('No courses available at the moment. Please check back later!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('folds the filters behind a Filters button that says how many are chosen', async () => {
    const { user } = renderApp('/courses?level=beginner&length=under-10m');
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('combobox', { name: 'Level' })).toHaveValue('beginner');
  });
});
