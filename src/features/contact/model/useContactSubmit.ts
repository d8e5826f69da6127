import { useCallback, useState } from 'react';
import { useToast } from '@/lib/toast';
import type { ContactRequest } from '@contract/types';
import { useAppDispatch } from '@/store/hooks';
import { sendContactMessage, type ContactOutcome } from './sendContactMessage';

/** Sends a contact message; every outcome is shown as a toast and kept for the banner. */
export function useContactSubmit() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);

  const send = useCallback(
    async (values: ContactRequest) => {
      setOutcome(null);
      const result = await dispatch(sendContactMessage(values)).unwrap();
      toast.account(result.message, result.ok ? 'success' : 'error');
      setOutcome(result);
    },
    [dispatch, toast],
  );

  return { outcome, send, dismiss: () => setOutcome(null) };
}
