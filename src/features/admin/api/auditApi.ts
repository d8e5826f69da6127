import type { AuditPage, AuditQuery } from '@contract/types';
import { adminApi, LIST } from './adminApi';

export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, Partial<AuditQuery>>({
      query: (params) => ({ url: '/admin/audit', params }),
      providesTags: [{ type: 'AdminAudit', id: LIST }],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
