import { apiBaseUrl } from '@/config/env';

// The billing export is a file, not server state: one authenticated GET (the bearer token, as the
// uploads send it), saved through an object URL and a temporary <a download>.

export interface ExportResult {
  ok: boolean;
  /** The server's refusal, or a generic one when it said nothing readable. */
  message?: string;
}

const FAILED = 'The export could not be downloaded. Please try again.';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

export async function downloadBillingExport({
  from,
  to,
  token,
}: {
  from: string;
  to: string;
  token: string | null;
}): Promise<ExportResult> {
  const search = new URLSearchParams({ from, to });
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/admin/billing/export.csv?${search.toString()}`, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    return { ok: false, message: FAILED };
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    return { ok: false, message: data?.message ?? FAILED };
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `invoices-${from}-to-${to}.csv`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { ok: true };
}
