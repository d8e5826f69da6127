import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';
import { useToast } from '@/lib/toast';
import { useUploadTestFormMutation } from '../../api/testsAdminApi';
import { useResultToast } from '../../model/useResultToast';

/** The file's text (FileReader: every browser the console supports, and the tests' DOM). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

export const FORM_FILE_UNREADABLE = 'This file is not JSON: pick the test form file (.json).';

/**
 * Picks an authored form file (JSON) and sends it as the body of the upload; the server checks it
 * in full and answers why a bad one is refused. New attempts use the new version.
 */
export function FormUploadButton({ testId, testName }: { testId: string; testName: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadTestFormMutation();
  const report = useResultToast();
  const toast = useToast();
  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let form: unknown;
    try {
      form = JSON.parse(await readText(file));
    } catch {
      toast.account(FORM_FILE_UNREADABLE, 'error');
      return;
    }
    report(await upload({ testId, form }));
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        loading={isLoading}
        loadingPosition="start"
        onClick={() => input.current?.click()}
        aria-label={`Upload form version of ${testName}`}
      >
        Upload form version
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid={`form-file-${testId}`}
        onChange={(event) => void picked(event)}
      />
    </>
  );
}
