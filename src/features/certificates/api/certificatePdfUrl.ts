import { apiBaseUrl } from '@/config/env';

/** The certificate's PDF, downloaded by the browser itself (the server sends it as an attachment). */
export const certificatePdfUrl = (id: string): string =>
  `${apiBaseUrl}/certificates/${encodeURIComponent(id)}/pdf`;
