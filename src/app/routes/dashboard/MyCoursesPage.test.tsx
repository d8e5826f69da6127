import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@/testing/mocks/db';
import { buildCertificate, buildCompleteUser, courseId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

function startSignedIn(purchases: string[]) {
  const user = buildCompleteUser();
  const token = db.signIn(user);
  db.purchases.set(user.id, purchases);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
}

// Compile the lazy screens once up front, so the first test does not spend its wait on that.
beforeAll(async () => {
  await Promise.all([import('./MyCoursesPage'), import('../CoursesPage')]);
});

describe('MyCoursesPage', () => {
  it('lists the purchased courses with picture, price and a Watch Now link to the learning area, in the same tab', async () => {
    startSignedIn([courseId(2), courseId(5)]);
    renderApp('/user-dash');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Courses' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/orders');
    const list = await screen.findByRole('list', { name: 'Purchased courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const card = within(list).getByRole('listitem', { name: 'Course 5' });
    expect(within(card).getByRole('img', { name: 'Course 5' })).toHaveAttribute('height', '360');
    expect(within(card).getByText('Purchased for Rs. 999')).toBeInTheDocument();
    const watch = within(card).getByRole('link', { name: 'Watch Now' });
    // The built-in learning area is ours: same tab, no new-tab icon or hint.
    expect(watch).toHaveAttribute('href', `/learn/${courseId(5)}`);
    expect(watch).not.toHaveAttribute('target');
    expect(within(watch).queryByTestId('OpenInNewIcon')).not.toBeInTheDocument();
    expect(watch).toHaveAccessibleDescription('Course 5');
    expect(within(card).getByText('5 lessons · not started')).toBeInTheDocument();
  });

  it('shows how far the learner is through each course', async () => {
    startSignedIn([courseId(2)]);
    const [userId] = [...db.accounts.keys()];
    db.progress.set(userId!, [
      { lessonId: 'd1100000-0000-4000-8000-000000000002', positionSeconds: 360, completed: true },
      { lessonId: 'd1200000-0000-4000-8000-000000000002', positionSeconds: 420, completed: true },
      { lessonId: 'd2100000-0000-4000-8000-000000000002', positionSeconds: 30, completed: false },
    ]);
    renderApp('/user-dash');

    const list = await screen.findByRole('list', { name: 'Purchased courses' });
    const card = within(list).getByRole('listitem', { name: 'Course 2' });
    expect(within(card).getByText('2 of 5 lessons · 40%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: /Course 2/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('puts the courses in progress in a Continue learning strip, the most recently watched first', async () => {
    startSignedIn([courseId(1), courseId(2), courseId(3)]);
    const [userId] = [...db.accounts.keys()];
    const at = (course: number) => `d1100000-0000-4000-8000-${String(course).padStart(12, '0')}`;
    db.progress.set(userId!, [
      { lessonId: at(1), positionSeconds: 30, completed: false, savedAt: '2026-11-20T10:00:00Z' },
      { lessonId: at(3), positionSeconds: 90, completed: false, savedAt: '2026-11-24T18:30:00Z' },
    ]);
    renderApp('/user-dash');

    const strip = await screen.findByRole('region', { name: 'Continue learning' });
    const started = within(strip).getAllByRole('listitem');
    expect(started.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      `continue-${courseId(3)}`,
      `continue-${courseId(1)}`,
    ]);
    expect(within(started[0]!).getByText('Course 3')).toBeInTheDocument();
    expect(within(started[0]!).getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      `/learn/${courseId(3)}`,
    );
    // Watched but with no lesson completed: the strip and the card say the same.
    expect(started[0]).toHaveTextContent('5 lessons · started');
    const grid = screen.getByRole('list', { name: 'Purchased courses' });
    const card = within(grid).getByRole('listitem', { name: 'Course 3' });
    expect(within(card).getByText('5 lessons · started')).toBeInTheDocument();
  });

  it('shows no Continue learning strip before the first lesson', async () => {
    startSignedIn([courseId(1)]);
    renderApp('/user-dash');
    expect(await screen.findByRole('link', { name: 'Watch Now' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue learning' })).not.toBeInTheDocument();
  });

  it('shows four placeholders while the courses load', async () => {
    startSignedIn([courseId(1)]);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl('/orders/purchased-course'), async () => {
        await released;
        return HttpResponse.json({ courses: [] });
      }),
    );
    renderApp('/user-dash');

    const loading = await screen.findByRole('list', { name: 'Loading your courses' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(4);

    release();
    expect(await screen.findByText('You have no courses yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading your courses' })).not.toBeInTheDocument();
  });

  it('points to the catalogue when nothing has been bought', async () => {
    startSignedIn([]);
    const { user, router } = renderApp('/user-dash');

    expect(await screen.findByText('You have no courses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Explore Our Courses' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Our Courses' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('offers a retry when the courses cannot be loaded', async () => {
    startSignedIn([courseId(1)]);
    server.use(
      http.get(apiUrl('/orders/purchased-course'), () => errorResponse(500, 'Down'), {
        once: true,
      }),
    );
    const { user } = renderApp('/user-dash');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your courses.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Watch Now' })).toBeInTheDocument();
  });

  it('offers the certificate of a completed course, to download or view', async () => {
    startSignedIn([courseId(2), courseId(5)]);
    const [userId] = [...db.accounts.keys()];
    const certificate = buildCertificate(1, { courseTitle: 'Course 5' });
    db.certificates.set(certificate.id, { ...certificate, userId: userId!, courseId: courseId(5) });
    renderApp('/user-dash');

    const done = await screen.findByRole('listitem', { name: 'Course 5' });
    expect(await within(done).findByRole('link', { name: 'Download certificate' })).toHaveAttribute(
      'href',
      `http://localhost/api/certificates/${certificate.id}/pdf`,
    );
    const view = within(done).getByRole('link', { name: 'View certificate' });
    expect(view).toHaveAttribute('href', `/certificates/${certificate.id}`);
    expect(view).toHaveAccessibleDescription('Course 5');
    const started = screen.getByRole('listitem', { name: 'Course 2' });
    expect(within(started).queryByRole('link', { name: /certificate/ })).not.toBeInTheDocument();
  });
});
