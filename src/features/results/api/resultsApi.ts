import { resultRoutes } from '@contract/exams/resultRoutes';
import type {
  ExamResultResponse,
  RemarkRequest,
  VerifiedReportResponse,
} from '@contract/examTypes';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import type { AppServices } from '@/store/services';

// The results' tag joins the one API with the results' code (a lazy chunk).
const withResultTags = api.enhanceEndpoints({ addTagTypes: ['ExamResult'] });

/** The file name the server gives, from its Content-Disposition; a plain one otherwise. */
const fileNameOf = (response: Response | undefined, fallback: string) =>
  /filename="([^"]+)"/.exec(response?.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

export const resultsApi = withResultTags.injectEndpoints({
  endpoints: (build) => ({
    /** Provisional while sections are marked; complete once released. */
    getExamResult: build.query<ExamResultResponse, string>({
      query: (attemptId) => resultRoutes.result(attemptId),
      providesTags: (_result, _error, attemptId) => [{ type: 'ExamResult', id: attemptId }],
    }),
    requestRemark: build.mutation<ExamResultResponse, RemarkRequest & { attemptId: string }>({
      query: ({ attemptId, ...body }) => ({
        url: resultRoutes.remarks(attemptId),
        method: 'POST',
        body,
      }),
      // The answer is the results with the request in them: no second call.
      onQueryStarted: async ({ attemptId }, { dispatch, queryFulfilled }) => {
        const data = await fulfilledData(queryFulfilled);
        if (data) void dispatch(resultsApi.util.upsertQueryData('getExamResult', attemptId, data));
      },
    }),
    /**
     * The score report's PDF: the server asks for the learner's token, so it is fetched here and
     * handed to the browser as a file to save; only its name enters the store.
     */
    downloadScoreReport: build.mutation<{ fileName: string }, string>({
      queryFn: async (attemptId, { extra }, _options, baseQuery) => {
        let file: Blob | undefined;
        const result = await baseQuery({
          url: resultRoutes.reportPdf(attemptId),
          responseHandler: async (response) => {
            if (!response.ok) return response.json();
            file = await response.blob();
            return null;
          },
        });
        if (result.error) return { error: result.error };
        const { response } = (result.meta ?? {}) as { response?: Response };
        const fileName = fileNameOf(response, 'score-report.pdf');
        if (file) (extra as AppServices).saveFile(file, fileName);
        return { data: { fileName } };
      },
    }),
    /** Public: a score report as institutions see it. */
    getVerifiedReport: build.query<VerifiedReportResponse, string>({
      query: (reportId) => resultRoutes.verify(reportId),
    }),
  }),
});

export const {
  useGetExamResultQuery,
  useRequestRemarkMutation,
  useDownloadScoreReportMutation,
  useGetVerifiedReportQuery,
} = resultsApi;
