import { useCallback, useState } from 'react';
import { useToast } from '@/lib/toast';
import type { ContactRequest } from '@/shared/apiTypes';
import { sendContactMessage } from '../api/sendContactMessage';

export interface ContactOutcome {
  ok: boolean;
  message: string;
}

/** Sends a contact message; every outcome is shown as a toast and kept for the banner. */
export function useContactSubmit() {
  const toast = useToast();
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);

  const send = useCallback(
    async (values: ContactRequest) => {
      setOutcome(null);
      const result = await sendContactMessage(values);
      toast.account(result.message, result.ok ? 'success' : 'error');
      setOutcome(result);
    },
    [toast],
  );

  return { outcome, send, dismiss: () => setOutcome(null) };
}
