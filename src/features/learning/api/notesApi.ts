import type {
  CreateNoteRequest,
  LessonNote,
  LessonNoteResponse,
  LessonNotesResponse,
} from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';

export interface AddNoteArgs extends CreateNoteRequest {
  lessonId: string;
}

export interface EditNoteArgs {
  lessonId: string;
  noteId: string;
  text: string;
}

const byTime = (a: LessonNote, b: LessonNote) =>
  a.positionSeconds - b.positionSeconds || a.createdAt.localeCompare(b.createdAt);

/**
 * The learner's timestamped notes on a lesson. Each change writes the server's answer into the
 * cached list (kept in the order of the video), so nothing is fetched again.
 */
export const notesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLessonNotes: build.query<LessonNotesResponse, string>({
      query: (lessonId) => `/learn/lessons/${encodeURIComponent(lessonId)}/notes`,
      providesTags: (_result, _error, lessonId) => [{ type: 'LessonNotes', id: lessonId }],
    }),
    addNote: build.mutation<LessonNoteResponse, AddNoteArgs>({
      query: ({ lessonId, ...body }) => ({
        url: `/learn/lessons/${encodeURIComponent(lessonId)}/notes`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ lessonId }, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (!data) return;
        dispatch(
          notesApi.util.updateQueryData('getLessonNotes', lessonId, (draft) => {
            draft.notes = [...draft.notes, data.note].sort(byTime);
          }),
        );
      },
    }),
    editNote: build.mutation<LessonNoteResponse, EditNoteArgs>({
      query: ({ noteId, text }) => ({
        url: `/learn/notes/${encodeURIComponent(noteId)}`,
        method: 'PATCH',
        body: { text },
      }),
      async onQueryStarted({ lessonId, noteId }, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (!data) return;
        dispatch(
          notesApi.util.updateQueryData('getLessonNotes', lessonId, (draft) => {
            draft.notes = draft.notes.map((note) => (note.id === noteId ? data.note : note));
          }),
        );
      },
    }),
    deleteNote: build.mutation<null, { lessonId: string; noteId: string }>({
      query: ({ noteId }) => ({
        url: `/learn/notes/${encodeURIComponent(noteId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ lessonId, noteId }, { dispatch, queryFulfilled }) {
        const { error } = await queryFulfilled.then(
          () => ({ error: undefined }),
          (error: unknown) => ({ error }),
        );
        if (error) return;
        dispatch(
          notesApi.util.updateQueryData('getLessonNotes', lessonId, (draft) => {
            draft.notes = draft.notes.filter((note) => note.id !== noteId);
          }),
        );
      },
    }),
  }),
});

export const {
  useGetLessonNotesQuery,
  useAddNoteMutation,
  useEditNoteMutation,
  useDeleteNoteMutation,
} = notesApi;
