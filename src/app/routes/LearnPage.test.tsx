import { LESSON_LOCKED } from '@contract/messages/courses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser, buildCourses, courseId } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderApp } from '@/testing/render';

function signIn(purchases: string[] = []) {
  const user = buildCompleteUser();
  userId = user.id;
  const token = db.signIn(user);
  db.purchases.set(user.id, purchases);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
}

let userId = '';
const lesson = (section: number, index: number, course: number) =>
  `d${section}${index}00000-0000-4000-8000-${String(course).padStart(12, '0')}`;

beforeAll(async () => {
  await import('./LearnPage');
});
beforeEach(() => {
  db.courses = buildCourses(2);
});

const lessons = () => screen.getByRole('navigation', { name: 'Course lessons' });

describe('the learning area', () => {
  it('plays the first lesson for an owner, with captions, and opens any lesson from the curriculum', async () => {
    signIn([courseId(1)]);
    const { user, router } = renderApp(`/learn/${courseId(1)}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Course 1' })).toBeInTheDocument();
    const video = await screen.findByLabelText('Video: Lesson 1.1');
    expect(video.querySelector('source')?.getAttribute('src')).toMatch(/\/video\?/);
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(screen.queryByRole('region', { name: 'Get the whole course' })).not.toBeInTheDocument();

    await user.click(within(lessons()).getByRole('link', { name: /Lesson 2\.2/ }));
    expect(await screen.findByLabelText('Video: Lesson 2.2')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/learn\/course-1\/d2200000-/),
    );
    expect(within(lessons()).getByRole('link', { name: /Lesson 2\.2/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a visitor the previews, the locked lessons and the way to buy or sign in', async () => {
    renderApp('/learn/course-2');

    expect(await screen.findByLabelText('Video: Lesson 1.1')).toBeInTheDocument();
    expect(
      within(lessons())
        .getByText(/Lesson 2\.1/)
        .closest('a'),
    ).toBeNull();
    expect(within(lessons()).getAllByText('(locked)', { exact: false }).length).toBe(4);
    const prompt = screen.getByRole('region', { name: 'Get the whole course' });
    expect(await within(prompt).findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('tells a learner who has not bought the course that a locked lesson needs buying', async () => {
    signIn();
    renderApp('/learn/course-2/d2100000-0000-4000-8000-000000000002');

    expect(await screen.findByText(LESSON_LOCKED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Get the whole course' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('opens where an owner last was, saves the position on pause and ticks the lesson at its end', async () => {
    signIn([courseId(1)]);
    db.progress.set(userId, [{ lessonId: lesson(2, 1, 1), positionSeconds: 40, completed: false }]);
    const log = recordRequests();
    renderApp('/learn/course-1');

    const video = (await screen.findByLabelText('Video: Lesson 2.1')) as HTMLVideoElement;
    Object.defineProperty(video, 'currentTime', { value: 75, writable: true });
    fireEvent.pause(video);
    await waitFor(() =>
      expect(requestsTo(log, 'PUT', `/api/learn/lessons/${lesson(2, 1, 1)}/progress`)).toHaveLength(
        1,
      ),
    );
    expect(db.progress.get(userId)?.[0]).toEqual({
      lessonId: lesson(2, 1, 1),
      positionSeconds: 75,
      completed: false,
    });

    fireEvent.ended(video);
    expect(await within(lessons()).findByText(/\(completed\)/)).toBeInTheDocument();
    expect(db.progress.get(userId)?.[0]?.completed).toBe(true);
  });

  it('offers the certificate as soon as the last lesson is completed', async () => {
    signIn([courseId(1)]);
    const others = [lesson(1, 1, 1), lesson(1, 2, 1), lesson(2, 1, 1), lesson(2, 2, 1)];
    db.progress.set(
      userId,
      others.map((lessonId) => ({ lessonId, positionSeconds: 300, completed: true })),
    );
    renderApp(`/learn/course-1/${lesson(2, 3, 1)}`);

    const video = await screen.findByLabelText('Video: Lesson 2.3');
    expect(screen.queryByRole('link', { name: 'Download certificate' })).not.toBeInTheDocument();
    fireEvent.ended(video);

    const download = await screen.findByRole('link', { name: 'Download certificate' });
    const [issued] = [...db.certificates.values()];
    expect(download).toHaveAttribute('href', `http://localhost/api/certificates/${issued!.id}/pdf`);
    expect(screen.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      `/certificates/${issued!.id}`,
    );
  });
});
