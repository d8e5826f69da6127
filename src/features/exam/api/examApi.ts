import { examRoutes } from '@contract/exams/routes';
import type {
  AttemptResponse,
  AudioPlay,
  ExamBriefing,
  ExamMode,
  FinishRecordingRequest,
  MyTestsResponse,
  Recording,
  SaveAnswersRequest,
  SaveAnswersResponse,
  SubmitSectionResponse,
  TranscriptResponse,
} from '@contract/examTypes';
import { api } from '@/store/api/api';
import { clockSynced } from '../model/examRoomSlice';

// The exam's tags join the one API with the exam's code (lazy chunks), not the entry bundle.
const withExamTags = api.enhanceEndpoints({ addTagTypes: ['MyTests', 'ExamAttempt'] });

interface AttemptArgs {
  attemptId: string;
  tabId: string;
}
interface SectionArgs extends AttemptArgs {
  sectionId: string;
}

/** Writes an attempt the server sent into the cached `getAttempt` answer (no second request). */
function cacheAttempt(attemptId: string, data: AttemptResponse) {
  return examApi.util.upsertQueryData('getAttempt', attemptId, data);
}

export const examApi = withExamTags.injectEndpoints({
  endpoints: (build) => ({
    /** The Tests tab: the learner's bought tests and each skill's progress. */
    getMyTests: build.query<MyTestsResponse, void>({
      query: () => examRoutes.myTests,
      providesTags: ['MyTests'],
    }),
    getBriefing: build.query<ExamBriefing, string>({
      query: (entitlementId) => examRoutes.briefing(entitlementId),
      providesTags: ['MyTests'],
    }),
    startAttempt: build.mutation<
      AttemptResponse,
      { entitlementId: string; mode: ExamMode; tabId: string }
    >({
      query: ({ entitlementId, ...body }) => ({
        url: examRoutes.start(entitlementId),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['MyTests'],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(cacheAttempt(data.attempt.id, data));
      },
    }),
    /** Read only: does not take the attempt over from another tab. */
    getAttempt: build.query<AttemptResponse, string>({
      query: (attemptId) => examRoutes.attempt(attemptId),
      providesTags: (_result, _error, attemptId) => [{ type: 'ExamAttempt', id: attemptId }],
    }),
    /** Claims the attempt for this tab; 409 ATTEMPT_ELSEWHERE unless `takeover`. */
    openAttempt: build.mutation<AttemptResponse, AttemptArgs & { takeover: boolean }>({
      query: ({ attemptId, ...body }) => ({
        url: examRoutes.open(attemptId),
        method: 'POST',
        body,
      }),
      async onQueryStarted({ attemptId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(cacheAttempt(attemptId, data));
      },
    }),
    startSection: build.mutation<AttemptResponse, SectionArgs>({
      query: ({ attemptId, sectionId, tabId }) => ({
        url: examRoutes.startSection(attemptId, sectionId),
        method: 'POST',
        body: { tabId },
      }),
      async onQueryStarted({ attemptId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(cacheAttempt(attemptId, data));
      },
    }),
    /**
     * Saves answers and highlights; the answer says which seq the server holds for each. The room
     * keeps its own copy of the answers (the examRoom slice), so nothing is refetched.
     */
    saveAnswers: build.mutation<SaveAnswersResponse, SaveAnswersRequest & { attemptId: string }>({
      query: ({ attemptId, ...body }) => ({
        url: examRoutes.save(attemptId),
        method: 'PUT',
        body,
        keepalive: true,
      }),
    }),
    submitSection: build.mutation<SubmitSectionResponse, SectionArgs>({
      query: ({ attemptId, sectionId, tabId }) => ({
        url: examRoutes.submitSection(attemptId, sectionId),
        method: 'POST',
        body: { tabId },
      }),
      invalidatesTags: (_result, _error, { attemptId }) => [
        { type: 'ExamAttempt', id: attemptId },
        'MyTests',
      ],
    }),
    pauseAttempt: build.mutation<AttemptResponse, AttemptArgs>({
      query: ({ attemptId, tabId }) => ({
        url: examRoutes.pause(attemptId),
        method: 'POST',
        body: { tabId },
      }),
      async onQueryStarted({ attemptId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(cacheAttempt(attemptId, data));
      },
    }),
    resumeAttempt: build.mutation<AttemptResponse, AttemptArgs>({
      query: ({ attemptId, tabId }) => ({
        url: examRoutes.resume(attemptId),
        method: 'POST',
        body: { tabId },
      }),
      // The server has moved the open section's deadline on by the pause: the room's clock takes
      // it at once (it would otherwise count to the old one until the next save is answered).
      async onQueryStarted({ attemptId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        void dispatch(cacheAttempt(attemptId, data));
        const section = data.attempt.sections.find((s) => s.id === data.open?.section.id);
        if (section)
          dispatch(
            clockSynced({
              deadlineAt: section.deadlineAt,
              serverNow: data.attempt.serverNow,
              receivedAt: Date.now(),
            }),
          );
      },
    }),
    /** The first call starts the recording's clock; exam mode resumes where it is, or refuses. */
    playAudio: build.mutation<AudioPlay, AttemptArgs & { audioId: string }>({
      query: ({ attemptId, audioId, tabId }) => ({
        url: examRoutes.playAudio(attemptId, audioId),
        method: 'POST',
        body: { tabId },
      }),
    }),
    getTranscript: build.query<TranscriptResponse, { attemptId: string; audioId: string }>({
      query: ({ attemptId, audioId }) => examRoutes.transcript(attemptId, audioId),
    }),
    /** One chunk of a spoken answer, sent as it is recorded; sending it again replaces it. */
    uploadRecordingChunk: build.mutation<
      { received: number; recording: Recording },
      AttemptArgs & { questionId: string; index: number; blob: Blob }
    >({
      query: ({ attemptId, questionId, index, tabId, blob }) => ({
        url: examRoutes.recordingChunk(attemptId, questionId, index, tabId),
        method: 'PUT',
        body: blob,
        headers: { 'content-type': blob.type.split(';')[0] || 'audio/webm' },
      }),
    }),
    finishRecording: build.mutation<
      { recording: Recording },
      FinishRecordingRequest & { attemptId: string; questionId: string }
    >({
      query: ({ attemptId, questionId, ...body }) => ({
        url: examRoutes.finishRecording(attemptId, questionId),
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useGetMyTestsQuery,
  useGetBriefingQuery,
  useStartAttemptMutation,
  useGetAttemptQuery,
  useOpenAttemptMutation,
  useStartSectionMutation,
  useSubmitSectionMutation,
  usePauseAttemptMutation,
  useResumeAttemptMutation,
  usePlayAudioMutation,
  useLazyGetTranscriptQuery,
} = examApi;
