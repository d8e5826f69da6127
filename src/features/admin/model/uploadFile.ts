import { apiBaseUrl } from '@/config/env';

// Uploads are not server state: one multipart PUT with progress (XMLHttpRequest reports it, fetch
// does not), the bearer token, and the server's answer or refusal. The caller refreshes the
// course's data through its tags afterwards.

export interface UploadResult<T> {
  ok: boolean;
  status: number;
  /** The parsed answer: the saved row, or `{ message }` on a refusal. */
  data: T | { message?: string } | undefined;
}

export interface UploadRequest {
  /** Under the API base: '/admin/courses/:id/thumbnail'. */
  path: string;
  file: File;
  token: string | null;
  /** 0 to 100. */
  onProgress?: (percent: number) => void;
}

export function uploadFile<T>({
  path,
  file,
  token,
  onProgress,
}: UploadRequest): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${apiBaseUrl}${path}`);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: UploadResult<T>['data'];
      try {
        data = JSON.parse(xhr.responseText) as UploadResult<T>['data'];
      } catch {
        data = undefined;
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, data });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, data: undefined });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
