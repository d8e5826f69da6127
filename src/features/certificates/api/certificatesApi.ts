import type { CertificateResponse } from '@contract/types';
import { api } from '@/store/api/api';

export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A certificate as its public page shows it; a certificate never changes once issued. */
    getCertificate: build.query<CertificateResponse, string>({
      query: (id) => `/certificates/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetCertificateQuery } = certificatesApi;
