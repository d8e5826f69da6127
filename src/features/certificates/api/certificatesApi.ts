import type { CertificateResponse } from '@contract/types';
import { apiBaseUrl } from '@/config/env';
import { api } from '@/store/api/api';

/** The certificate's PDF, downloaded by the browser itself (the server sends it as an attachment). */
export const certificatePdfUrl = (id: string): string =>
  `${apiBaseUrl}/certificates/${encodeURIComponent(id)}/pdf`;

export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A certificate as its public page shows it; a certificate never changes once issued. */
    getCertificate: build.query<CertificateResponse, string>({
      query: (id) => `/certificates/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetCertificateQuery } = certificatesApi;
