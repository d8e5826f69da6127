import type {
  ContactMessage,
  ContactMessageResponse,
  ContactMessageRow,
  ContactMessagesQuery,
  ReplyRequest,
} from '@contract/types';
import { adminApi, CHANGE_TAGS, LIST } from './adminApi';

type MessagesList = { rows: ContactMessageRow[]; total: number };
const messagePath = (id: string) => `/admin/messages/${encodeURIComponent(id)}`;
const changed = (id: string) => [
  { type: 'AdminMessage' as const, id },
  { type: 'AdminMessage' as const, id: LIST },
  ...CHANGE_TAGS,
];

export const messagesAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<MessagesList, Partial<ContactMessagesQuery>>({
      query: (params) => ({ url: '/admin/messages', params }),
      providesTags: [{ type: 'AdminMessage', id: LIST }],
    }),
    getContactMessage: build.query<{ contactMessage: ContactMessage }, string>({
      query: messagePath,
      providesTags: (_r, _e, id) => [{ type: 'AdminMessage', id }],
    }),
    replyToMessage: build.mutation<ContactMessageResponse, ReplyRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${messagePath(id)}/reply`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    closeMessage: build.mutation<ContactMessageResponse, string>({
      query: (id) => ({ url: `${messagePath(id)}/close`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => changed(id),
    }),
    reopenMessage: build.mutation<ContactMessageResponse, string>({
      query: (id) => ({ url: `${messagePath(id)}/reopen`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => changed(id),
    }),
  }),
});

export const {
  useGetContactMessagesQuery,
  useGetContactMessageQuery,
  useReplyToMessageMutation,
  useCloseMessageMutation,
  useReopenMessageMutation,
} = messagesAdminApi;
