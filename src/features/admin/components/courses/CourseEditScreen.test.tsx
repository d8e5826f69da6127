import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  COURSE_PUBLISHED,
  COURSE_SAVED,
  COURSE_STALE,
  LESSON_SAVED,
  SECTION_CREATED,
} from '@contract/messages/admin';
import { CAPTIONS_SAVED, CAPTIONS_TYPE, captionsCommaTiming } from '@contract/messages/captions';
import { NEEDS_A_LESSON } from '@contract/validation/publishReadiness';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';
import { adminCourseId, buildLesson } from '@/testing/mocks/adminFixtures';
import { recordRequests } from '@/testing/mocks/requestLog';

const path = `/admin/courses/${adminCourseId(1)}`;

describe('editing a course', () => {
  it('lists what a draft needs before Publish, and publishes once a lesson can be played', async () => {
    const draftPath = `/admin/courses/${adminCourseId(2)}`;
    const first = renderConsole(draftPath);
    const title = await screen.findByText('Before this course can be published', undefined, {
      timeout: 10_000,
    });
    expect(title.closest('[role="alert"]')).toHaveTextContent(NEEDS_A_LESSON);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // Staff may open the draft's page as a learner will see it (the server lets only them).
    expect(screen.getByRole('link', { name: 'View as a learner' })).toHaveAttribute(
      'href',
      '/courses/course-2',
    );
    first.unmount();

    const section = 'section-1';
    adminDb.courses[1]!.sections = [
      {
        id: section,
        title: 'Basics',
        position: 0,
        lessons: [
          buildLesson(1, section, {
            video: { contentType: 'video/mp4', byteSize: 1000, originalName: 'intro.mp4' },
          }),
        ],
      },
    ];
    const { user } = renderConsole(draftPath);
    const publish = await screen.findByRole('button', { name: 'Publish' }, { timeout: 10_000 });
    expect(screen.queryByText('Before this course can be published')).not.toBeInTheDocument();
    await user.click(publish);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    expect(await screen.findByText(COURSE_PUBLISHED)).toBeInTheDocument();
  }, 60_000);

  it('saves the fields with the version they were read at', async () => {
    const log = recordRequests();
    const { user } = renderConsole(path);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'IELTS Writing Masterclass');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText(COURSE_SAVED)).toBeInTheDocument();
    const put = log.find((r) => r.method === 'PUT' && r.path === `/api/admin${path.slice(6)}`);
    expect(await put!.json()).toMatchObject({ title: 'IELTS Writing Masterclass', version: 1 });
    expect(adminDb.courses[0]!.title).toBe('IELTS Writing Masterclass');
  });

  it('shows the field rules before sending', async () => {
    const { user } = renderConsole(path);
    const slug = await screen.findByRole('textbox', { name: /slug/i });
    await user.clear(slug);
    await user.type(slug, 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText(/may hold lowercase letters/)).toBeInTheDocument();
  });

  it('explains a conflict and reloads the other person’s changes', async () => {
    const { user } = renderConsole(path);
    await screen.findByRole('textbox', { name: 'Title' });
    // Someone else saves meanwhile.
    Object.assign(adminDb.courses[0]!, { title: 'Their title', version: 2 });
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    const alert = await screen.findByText(COURSE_STALE);
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Reload',
      }),
    );
    expect(await screen.findByDisplayValue('Their title')).toBeInTheDocument();
    expect(screen.queryByText(COURSE_STALE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText(COURSE_SAVED)).toBeInTheDocument();
  });

  it('adds a section', async () => {
    const { user } = renderConsole(path);
    await user.type(
      await screen.findByRole('textbox', { name: 'New section title' }),
      'Writing task 2',
    );
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByText(SECTION_CREATED)).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Section Writing task 2' }),
    ).toBeInTheDocument();
  });
});

describe('a lesson in the course editor', () => {
  it('is marked a free preview, and a reading lesson gets its text', async () => {
    const section = 'section-2';
    adminDb.courses[0]!.sections = [
      {
        id: section,
        title: 'Reading',
        position: 0,
        lessons: [buildLesson(2, section, { title: 'Linking words', kind: 'article' })],
      },
    ];
    const log = recordRequests();
    const { user } = renderConsole(path);
    await user.click(
      await screen.findByRole(
        'switch',
        { name: 'Free preview: Linking words' },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText(LESSON_SAVED)).toBeInTheDocument();
    expect(adminDb.courses[0]!.sections[0]!.lessons[0]!.preview).toBe(true);
    expect(screen.getByText('No text yet')).toBeInTheDocument();

    // The editor itself (Tiptap) needs a real browser to type in: the text arrives as from it.
    adminDb.courses[0]!.sections[0]!.lessons[0]!.articleHtml = '<h3>Linking</h3><p>However.</p>';
    await user.click(screen.getByRole('button', { name: 'Edit the text of Linking words' }));
    const dialog = await screen.findByRole('dialog', { name: 'Text of “Linking words”' });
    expect(within(dialog).getByRole('textbox', { name: 'Lesson text' })).toBeInTheDocument();
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Reading time (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save text' }));
    expect(await screen.findAllByText(LESSON_SAVED)).not.toHaveLength(0);
    const puts = log.filter((r) => r.method === 'PUT' && r.path.includes('/lessons/'));
    expect(await puts.at(-1)!.json()).toMatchObject({ durationSeconds: 240, preview: true });
  }, 60_000);

  it('uploads a video lesson’s WebVTT captions, showing why a bad file is refused', async () => {
    const section = 'section-3';
    adminDb.courses[0]!.sections = [
      {
        id: section,
        title: 'Writing',
        position: 0,
        lessons: [buildLesson(3, section, { title: 'Planning' })],
      },
    ];
    renderConsole(path);
    expect(
      await screen.findByText(/No captions yet/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Upload captions (WebVTT) for Planning', {
      selector: 'input',
    });
    // A SubRip file renamed .vtt: the header is there, the timings are not WebVTT's.
    const srt = 'WEBVTT\n\n00:00:01,000 --> 00:00:04,000\nPlan first.\n';
    // Node's File, which the request's FormData (Node's under jest-fixed-jsdom) can send.
    const pick = (text: string, name: string) =>
      fireEvent.change(input, {
        target: { files: [new NodeFile([text], name, { type: 'text/vtt' })] },
      });
    pick(srt, 'planning.vtt');
    expect(await screen.findByText(captionsCommaTiming(3))).toBeInTheDocument();
    expect(adminDb.courses[0]!.sections[0]!.lessons[0]!.captions).toBeNull();

    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nPlan first.\n';
    pick(vtt, 'planning.en.vtt');
    expect(await screen.findByText(CAPTIONS_SAVED)).toBeInTheDocument();
    expect(await screen.findByText('Captions: planning.en.vtt (1 KB)')).toBeInTheDocument();
    expect(screen.queryByText(captionsCommaTiming(3))).not.toBeInTheDocument();
  }, 60_000);

  it('refuses a file that is not WebVTT before sending it', async () => {
    const section = 'section-4';
    adminDb.courses[0]!.sections = [
      { id: section, title: 'Writing', position: 0, lessons: [buildLesson(4, section)] },
    ];
    const log = recordRequests();
    renderConsole(path);
    await screen.findByText(/No captions yet/, undefined, { timeout: 10_000 });
    const input = screen.getByLabelText('Upload captions (WebVTT) for Lesson 4', {
      selector: 'input',
    });
    // A learner's browser offers "All files" beside the picker's .vtt filter.
    fireEvent.change(input, {
      target: { files: [new File(['1\n00:00:01,000 --> 00:00:02,000\nHi'], 'a.srt')] },
    });
    expect(await screen.findByText(CAPTIONS_TYPE)).toBeInTheDocument();
    expect(log.some((r) => r.path.endsWith('/captions'))).toBe(false);
  }, 60_000);
});
