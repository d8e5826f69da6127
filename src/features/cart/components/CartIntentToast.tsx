import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useContext, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ToastContext } from '@/components/feedback/toastContext';
import { courseHomeUrl } from '@/config/courseSite';
import { paths } from '@/config/paths';
import { SHOP_TOAST } from '@/lib/toast';
import { selectIsSessionLoading } from '@/store/auth/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fulfilCartIntent } from '../model/cartIntentThunks';

// Long enough to read the course's name and reach the link.
const INTENT_TOAST = { ...SHOP_TOAST, autoHideDuration: 8000 };

/**
 * Signed in with a course chosen before (cartIntent): adds it and says so in a toast that names
 * it and links to it. Loaded by the signed-in actions only when an intent is waiting, so it runs
 * after any way of signing in (password, Google, after verifying an email).
 */
export default function CartIntentToast() {
  const dispatch = useAppDispatch();
  const enqueue = useContext(ToastContext);
  const navigate = useNavigate();
  const restoring = useAppSelector(selectIsSessionLoading);

  useEffect(() => {
    if (restoring) return;
    const inApp = (to: string) => (event: MouseEvent) => {
      event.preventDefault();
      void navigate(to);
    };
    void dispatch(fulfilCartIntent())
      .unwrap()
      .then((outcome) => {
        if (outcome.kind === 'none' || outcome.kind === 'session-ended') return;
        const { courseId, title, model } = outcome.intent;
        if (outcome.kind === 'in-cart' && model === 'Test') {
          enqueue(`${title} is in your cart.`, { ...INTENT_TOAST, variant: 'success' });
        } else if (outcome.kind === 'in-cart') {
          const to = paths.course(courseId);
          enqueue(`${title} is in your cart.`, {
            ...INTENT_TOAST,
            variant: 'success',
            action: (
              <Link href={to} onClick={inApp(to)} color="inherit" underline="always">
                View course
              </Link>
            ),
          });
        } else if (outcome.kind === 'owned') {
          enqueue(`You already own ${title}.`, {
            ...INTENT_TOAST,
            variant: 'info',
            action: (
              <Link href={courseHomeUrl(courseId)} color="inherit" underline="always">
                Go to course
              </Link>
            ),
          });
        } else {
          enqueue(`${title} could not be added to your cart: ${outcome.message}`, {
            ...INTENT_TOAST,
            variant: 'warning',
          });
        }
      });
  }, [dispatch, enqueue, navigate, restoring]);

  return null;
}
