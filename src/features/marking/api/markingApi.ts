import { markingRoutes } from '@contract/exams/resultRoutes';
import type {
  DraftRequest,
  MarkingOverview,
  MarkingTaskResponse,
  MarkRequest,
  MarkResponse,
  QueueQuery,
  QueueResponse,
} from '@contract/examTypes';
import type { MessageResponse } from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';

// The marking console's tags join the one API with its code (a lazy console chunk).
const withMarkingTags = api.enhanceEndpoints({
  addTagTypes: ['MarkingQueue', 'MarkingTask', 'MarkingOverview'],
});

const LIST = 'LIST';
const queueTag = { type: 'MarkingQueue' as const, id: LIST };
const overviewTag = { type: 'MarkingOverview' as const, id: LIST };
const taskTag = (taskId: string) => ({ type: 'MarkingTask' as const, id: taskId });

export const markingApi = withMarkingTags.injectEndpoints({
  endpoints: (build) => ({
    /** Oldest first: waiting tasks, this evaluator's, or all. */
    getMarkingQueue: build.query<QueueResponse, Partial<QueueQuery>>({
      query: (params) => ({ url: markingRoutes.queue, params }),
      providesTags: [queueTag],
    }),
    getMarkingTask: build.query<MarkingTaskResponse, string>({
      query: (taskId) => markingRoutes.task(taskId),
      providesTags: (_result, _error, taskId) => [taskTag(taskId)],
    }),
    /**
     * Locks the task to this evaluator (again: renews the lock). A refusal (409: who holds it and
     * until when) refreshes the queue too, so its row shows the holder.
     */
    claimTask: build.mutation<MarkingTaskResponse, string>({
      query: (taskId) => ({ url: markingRoutes.claim(taskId), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [queueTag] : [queueTag, overviewTag]),
      onQueryStarted: async (taskId, { dispatch, queryFulfilled }) => {
        const data = await fulfilledData(queryFulfilled);
        if (data) void dispatch(markingApi.util.upsertQueryData('getMarkingTask', taskId, data));
      },
    }),
    releaseTask: build.mutation<MessageResponse, string>({
      query: (taskId) => ({ url: markingRoutes.release(taskId), method: 'POST' }),
      invalidatesTags: (_result, _error, taskId) => [queueTag, overviewTag, taskTag(taskId)],
    }),
    /**
     * Keeps the marks typed so far; the server renews the claim with it, so the task is read again
     * for the claim's new end (the marks on screen are the sheet's, not the task's).
     */
    saveMarkingDraft: build.mutation<{ savedAt: string }, { taskId: string; draft: DraftRequest }>({
      query: ({ taskId, draft }) => ({
        url: markingRoutes.draft(taskId),
        method: 'PUT',
        body: draft,
      }),
      invalidatesTags: (_result, _error, { taskId }) => [taskTag(taskId)],
    }),
    submitMark: build.mutation<MarkResponse, { taskId: string; mark: MarkRequest }>({
      query: ({ taskId, mark }) => ({
        url: markingRoutes.mark(taskId),
        method: 'POST',
        body: mark,
      }),
      invalidatesTags: (_result, _error, { taskId }) => [queueTag, overviewTag, taskTag(taskId)],
    }),
    getMarkingOverview: build.query<MarkingOverview, void>({
      query: () => markingRoutes.overview,
      providesTags: [overviewTag],
    }),
  }),
});

export const {
  useGetMarkingQueueQuery,
  useGetMarkingTaskQuery,
  useClaimTaskMutation,
  useReleaseTaskMutation,
  useGetMarkingOverviewQuery,
} = markingApi;
