import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@/store/api/errorMessage';
import { selectToken } from '@/store/auth/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { adminApi } from '../api/adminApi';
import { courseChanged } from '../api/coursesAdminApi';
import { uploadFile } from './uploadFile';

interface UploadState {
  /** 0–100 while sending, null otherwise. */
  progress: number | null;
  error: string | null;
}

/**
 * Sends one file to `path` after `check` passes; on success the course refetches (its tags) and
 * the server's message is returned for a toast.
 */
export function useUpload(courseId: string, check: (file: File) => string | undefined) {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [state, setState] = useState<UploadState>({ progress: null, error: null });

  const upload = async (path: string, file: File): Promise<string | undefined> => {
    const problem = check(file);
    if (problem) return void setState({ progress: null, error: problem });
    setState({ progress: 0, error: null });
    const onProgress = (progress: number) => setState({ progress, error: null });
    const result = await uploadFile<{ message: string }>({ path, file, token, onProgress });
    const message = result.data?.message;
    if (!result.ok)
      return void setState({ progress: null, error: message ?? GENERIC_ERROR_MESSAGE });
    setState({ progress: null, error: null });
    dispatch(adminApi.util.invalidateTags(courseChanged(courseId)));
    return message;
  };
  return { ...state, upload };
}
