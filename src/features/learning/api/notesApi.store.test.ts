import { NOTE_EMPTY, NOTES_OWNERS_ONLY } from '@contract/messages/notes';
import { db } from '@/testing/mocks/db';
import { buildUser, courseId } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { notesApi } from './notesApi';

const LESSON = 'd1200000-0000-4000-8000-000000000002';

function ownerWithNotes() {
  const signedIn = createSignedInStore();
  db.purchases.set(signedIn.user.id, [courseId(2)]);
  return signedIn;
}

const cachedNotes = (store: ReturnType<typeof createSignedInStore>['store']) =>
  notesApi.endpoints.getLessonNotes.select(LESSON)(store.getState()).data?.notes;

describe('lesson notes endpoints', () => {
  it('addNote: POST at the moment, kept in the cached list in the order of the video', async () => {
    const log = recordRequests();
    const { store } = ownerWithNotes();
    await store.dispatch(notesApi.endpoints.getLessonNotes.initiate(LESSON));

    await store.dispatch(
      notesApi.endpoints.addNote.initiate({ lessonId: LESSON, positionSeconds: 95, text: 'Later' }),
    );
    await store.dispatch(
      notesApi.endpoints.addNote.initiate({ lessonId: LESSON, positionSeconds: 12, text: 'Early' }),
    );

    const posted = requestsTo(log, 'POST', `/api/learn/lessons/${LESSON}/notes`);
    expect(await posted[0]!.json()).toEqual({ positionSeconds: 95, text: 'Later' });
    expect(cachedNotes(store)?.map((note) => [note.positionSeconds, note.text])).toEqual([
      [12, 'Early'],
      [95, 'Later'],
    ]);
    expect(requestsTo(log, 'GET', `/api/learn/lessons/${LESSON}/notes`)).toHaveLength(1);
  });

  it('editNote and deleteNote: PATCH and DELETE, the cached list follows', async () => {
    const { store } = ownerWithNotes();
    await store.dispatch(notesApi.endpoints.getLessonNotes.initiate(LESSON));
    const added = await store.dispatch(
      notesApi.endpoints.addNote.initiate({ lessonId: LESSON, positionSeconds: 5, text: 'Draft' }),
    );
    const noteId = added.data!.note.id;

    await store.dispatch(
      notesApi.endpoints.editNote.initiate({ lessonId: LESSON, noteId, text: 'Final words' }),
    );
    expect(cachedNotes(store)?.[0]?.text).toBe('Final words');
    expect(db.notes[0]?.text).toBe('Final words');

    await store.dispatch(notesApi.endpoints.deleteNote.initiate({ lessonId: LESSON, noteId }));
    expect(cachedNotes(store)).toEqual([]);
    expect(db.notes).toEqual([]);
  });

  it('refuses an empty note and a course the learner does not own, with the server’s messages', async () => {
    const { store } = ownerWithNotes();
    const empty = await store.dispatch(
      notesApi.endpoints.addNote.initiate({ lessonId: LESSON, positionSeconds: 1, text: '  ' }),
    );
    expect(empty.error).toMatchObject({ status: 400, data: { message: NOTE_EMPTY } });

    const stranger = createSignedInStore(buildUser({ id: 'user-2', email: 'ravi@example.com' }));
    const refused = await stranger.store.dispatch(
      notesApi.endpoints.getLessonNotes.initiate(LESSON),
    );
    expect(refused.error).toMatchObject({ status: 403, data: { message: NOTES_OWNERS_ONLY } });
  });
});
