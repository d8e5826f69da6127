import { LESSON_LOCKED, LESSON_REOPENED, WATCH_TO_COMPLETE } from '@contract/messages/courses';
import type { SaveProgressResponse } from '@contract/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@/testing/mocks/db';
import {
  buildCompleteUser,
  buildCourseDetail,
  buildCourses,
  courseId,
} from '@/testing/mocks/fixtures';
import { apiUrl } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
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
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The lesson's video element, with a clock the test can read and set (jsdom plays nothing). */
async function videoOf(title: string, at = 0): Promise<HTMLVideoElement> {
  const video = (await screen.findByLabelText(`Video: ${title}`)) as HTMLVideoElement;
  Object.defineProperty(video, 'currentTime', { value: at, writable: true });
  return video;
}

const lessons = () => screen.getByRole('navigation', { name: 'Course lessons' });

describe('a draft previewed by staff', () => {
  it('opens every lesson as for a buyer, under the draft banner, without the buy prompt or saving progress', async () => {
    signIn();
    const log = recordRequests();
    const locked = lesson(2, 1, 1);
    server.use(
      http.get(apiUrl('/learn/:course'), () =>
        HttpResponse.json({
          course: {
            courseId: courseId(1),
            slug: 'course-1',
            title: 'Course 1',
            owned: false,
            sections: buildCourseDetail(db.courses[0]!, 1).sections,
            progress: [],
            certificateId: null,
            draftPreview: true,
          },
        }),
      ),
      http.get(apiUrl('/learn/lessons/:lessonId/playback'), ({ params }) => {
        const found = buildCourseDetail(db.courses[0]!, 1)
          .sections.flatMap((section) => section.lessons)
          .find((item) => item.id === params.lessonId)!;
        const signed = (kind: string) => `/api/media/lessons/${found.id}/${kind}?exp=1&sub=x&sig=y`;
        return HttpResponse.json({
          lesson: { ...found, articleHtml: '' },
          media: {
            video: signed('video'),
            captions: null,
            poster: null,
            expiresAt: new Date(0).toISOString(),
          },
        });
      }),
    );
    renderApp(`/learn/course-1/${locked}`);

    expect(await screen.findByText('Draft preview')).toBeInTheDocument();
    expect(await screen.findByLabelText('Video: Lesson 2.1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get the whole course' })).not.toBeInTheDocument();
    expect(within(lessons()).queryByText(/\(locked\)/)).not.toBeInTheDocument();
    expect(within(lessons()).getByRole('link', { name: /Lesson 2\.2/ })).toBeInTheDocument();
    expect(log.filter((r) => r.path.endsWith('/progress'))).toEqual([]);
  });
});

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
    expect(db.progress.get(userId)?.[0]).toMatchObject({
      lessonId: lesson(2, 1, 1),
      positionSeconds: 75,
      completed: false,
    });

    fireEvent.ended(video);
    expect(await within(lessons()).findByText(/\(completed\)/)).toBeInTheDocument();
    expect(db.progress.get(userId)?.[0]?.completed).toBe(true);
  });

  it('moves to the next and previous lessons, and offers the next one when a video ends', async () => {
    signIn([courseId(1)]);
    const { user, router } = renderApp(`/learn/course-1/${lesson(1, 2, 1)}`);

    await videoOf('Lesson 1.2');
    await user.click(screen.getByRole('link', { name: 'Previous lesson: Lesson 1.1' }));
    await videoOf('Lesson 1.1');
    await user.click(screen.getByRole('link', { name: 'Next lesson: Lesson 1.2' }));
    const video = await videoOf('Lesson 1.2');

    fireEvent.ended(video);
    const upNext = await screen.findByRole('region', { name: 'Up next' });
    expect(upNext).toHaveTextContent('Lesson 2.1');
    expect(upNext).toHaveTextContent('Starting in 5 s');
    await user.click(within(upNext).getByRole('button', { name: 'Play now' }));
    await videoOf('Lesson 2.1');
    expect(router.state.location.pathname).toBe(`/learn/course-1/${lesson(2, 1, 1)}`);
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
  });

  it('says what to do when the server does not count a lesson marked complete yet', async () => {
    signIn([courseId(1)]);
    server.use(
      http.put(apiUrl('/learn/lessons/:lessonId/progress'), ({ params }) =>
        HttpResponse.json<SaveProgressResponse>({
          progress: { lessonId: String(params.lessonId), positionSeconds: 0, completed: false },
          notice: WATCH_TO_COMPLETE,
        }),
      ),
    );
    const { user } = renderApp(`/learn/course-1/${lesson(1, 1, 1)}`);
    await videoOf('Lesson 1.1');

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(WATCH_TO_COMPLETE);
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
    expect(screen.queryByText('Completed', { exact: true })).not.toBeInTheDocument();
  });

  it('counts each section’s completed lessons for an owner', async () => {
    signIn([courseId(1)]);
    db.progress.set(userId, [{ lessonId: lesson(1, 1, 1), positionSeconds: 360, completed: true }]);
    renderApp('/learn/course-1');

    expect(
      await within(await screen.findByRole('navigation', { name: 'Course lessons' })).findByText(
        '1 of 2 done',
      ),
    ).toBeInTheDocument();
    expect(within(lessons()).getByText('0 of 3 done')).toBeInTheDocument();
  });

  it('names each player button, offers full screen once, and no list of keys on a phone', async () => {
    signIn([courseId(1)]);
    renderApp(`/learn/course-1/${lesson(1, 1, 1)}`);
    const video = await videoOf('Lesson 1.1');

    const toolbar = screen.getByRole('toolbar', { name: 'Player settings' });
    expect(within(toolbar).getByRole('button', { name: 'Full screen' })).toHaveTextContent(
      'Full screen',
    );
    expect(within(toolbar).getByRole('button', { name: 'Captions' })).toHaveTextContent('Captions');
    // The browser's own full-screen button is left out.
    expect(video).toHaveAttribute('controlslist', 'nofullscreen');
    // jsdom answers no media query, as a phone's touch screen would.
    expect(
      within(toolbar).queryByRole('button', { name: 'Keyboard shortcuts' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the chosen speed for the next lesson, and answers the player’s keys', async () => {
    signIn([courseId(1)]);
    const { user } = renderApp(`/learn/course-1/${lesson(1, 1, 1)}`);
    const video = await videoOf('Lesson 1.1', 30);

    await user.click(screen.getByRole('combobox', { name: 'Speed' }));
    await user.click(screen.getByRole('option', { name: '1.5×' }));
    expect(video.playbackRate).toBe(1.5);

    await user.keyboard('l');
    expect(video.currentTime).toBe(40);
    await user.keyboard('j');
    await user.keyboard('j');
    expect(video.currentTime).toBe(20);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    await user.keyboard('k');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Next lesson: Lesson 1.2' }));
    const next = await videoOf('Lesson 1.2');
    fireEvent.loadedMetadata(next);
    expect(next.playbackRate).toBe(1.5);
  });

  it('does not take a key typed into a note as a shortcut', async () => {
    signIn([courseId(1)]);
    const { user } = renderApp(`/learn/course-1/${lesson(1, 1, 1)}`);
    const video = await videoOf('Lesson 1.1', 30);

    await user.type(await screen.findByLabelText(/Note at/), 'likely');
    expect(video.currentTime).toBe(30);
    expect(video.muted).toBe(false);
  });

  it('keeps notes at the moment of the video, plays from a note, and edits and deletes them', async () => {
    signIn([courseId(1)]);
    const log = recordRequests();
    const { user } = renderApp(`/learn/course-1/${lesson(1, 1, 1)}`);
    const video = await videoOf('Lesson 1.1', 83.4);
    expect(await screen.findByText(/No notes on this lesson yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write something in your note.')).toBeInTheDocument();

    const field = screen.getByLabelText(/Note at/);
    await user.type(field, 'Linking words');
    expect(screen.getByLabelText('Note at 1:23')).toBe(field);
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    const list = await screen.findByRole('list', { name: 'Notes on this lesson' });
    expect(within(list).getByText('Linking words')).toBeInTheDocument();
    const posted = requestsTo(log, 'POST', `/api/learn/lessons/${lesson(1, 1, 1)}/notes`);
    expect(await posted[0]!.json()).toEqual({
      positionSeconds: 83.4,
      text: 'Linking words',
    });
    expect(field).toHaveValue('');

    video.currentTime = 0;
    await user.click(within(list).getByRole('button', { name: 'Play from 1:23' }));
    expect(video.currentTime).toBe(83);

    await user.click(within(list).getByRole('button', { name: 'Edit the note at 1:23' }));
    const edit = within(list).getByLabelText('Edit note');
    await user.clear(edit);
    await user.type(edit, 'However');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('However')).toBeInTheDocument();
    expect(db.notes[0]?.text).toBe('However');

    await user.click(within(list).getByRole('button', { name: 'Delete the note at 1:23' }));
    expect(await screen.findByText(/No notes on this lesson yet/)).toBeInTheDocument();
    expect(db.notes).toEqual([]);
  }, 15_000);

  it('says so when a lesson’s video cannot be played, instead of a blank player', async () => {
    signIn([courseId(1)]);
    const log = recordRequests();
    const { user } = renderApp(`/learn/course-1/${lesson(1, 1, 1)}`);
    const video = await videoOf('Lesson 1.1');

    fireEvent.error(video);
    await waitFor(() =>
      expect(requestsTo(log, 'GET', `/api/learn/lessons/${lesson(1, 1, 1)}/playback`)).toHaveLength(
        2,
      ),
    );
    fireEvent.error(video);
    await waitFor(() =>
      expect(requestsTo(log, 'GET', `/api/learn/lessons/${lesson(1, 1, 1)}/playback`)).toHaveLength(
        3,
      ),
    );
    fireEvent.error(video);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This video cannot be played right now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(requestsTo(log, 'GET', `/api/learn/lessons/${lesson(1, 1, 1)}/playback`)).toHaveLength(
        4,
      ),
    );
  });

  it('congratulates and offers the certificate as soon as the last lesson is completed', async () => {
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
    expect(screen.getByText('Congratulations, you have completed this course!')).toBeVisible();
    const [issued] = [...db.certificates.values()];
    expect(download).toHaveAttribute('href', `http://localhost/api/certificates/${issued!.id}/pdf`);
    expect(screen.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      `/certificates/${issued!.id}`,
    );
  });

  it('marks a completed lesson as not done, and congratulates again only once it is finished again', async () => {
    signIn([courseId(1)]);
    const all = [
      lesson(1, 1, 1),
      lesson(1, 2, 1),
      lesson(2, 1, 1),
      lesson(2, 2, 1),
      lesson(2, 3, 1),
    ];
    db.progress.set(
      userId,
      all.map((lessonId) => ({ lessonId, positionSeconds: 300, completed: true })),
    );
    const log = recordRequests();
    const { user } = renderApp(`/learn/course-1/${lesson(2, 1, 1)}`);
    const video = await screen.findByLabelText('Video: Lesson 2.1');
    expect(
      within(lessons()).getByRole('link', { name: /Lesson 2\.1 \(completed\)/ }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mark as not done' }));
    expect(await screen.findByText(LESSON_REOPENED)).toBeInTheDocument();
    expect(screen.queryByText('Congratulations, you have completed this course!')).toBeNull();
    expect(
      requestsTo(log, 'DELETE', `/api/learn/lessons/${lesson(2, 1, 1)}/completion`),
    ).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
    expect(within(lessons()).getByRole('link', { name: /Lesson 2\.1/ })).not.toHaveTextContent(
      '(completed)',
    );
    expect(within(lessons()).getByText('2 of 3 done')).toBeInTheDocument();
    expect(db.progress.get(userId)?.find((e) => e.lessonId === lesson(2, 1, 1))?.completed).toBe(
      false,
    );

    fireEvent.ended(video);
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(within(lessons()).getAllByText('All done')).toHaveLength(2);
    expect(
      await screen.findByText('Congratulations, you have completed this course!'),
    ).toBeVisible();
  });
});
