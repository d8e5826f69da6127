import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { formatRupees } from '@/lib/format';
import { preloadableLazy } from '@/lib/preloadableLazy';
import type { TestOffer } from '../data/testCards';
import type { TestCardDialog } from './TestCardDialogs';

// The dialogs (and MUI's Dialog, Modal and focus trap with them) are not in the page's first load.
// Their code is fetched ahead of the first click, so a dialog paints with the click instead of a
// round trip later: once the page is idle, and at once when a button is pointed at, focused or
// touched.
const TestCardDialogs = preloadableLazy(
  () => import(/* webpackChunkName: "test-dialogs" */ './TestCardDialogs'),
);
const preloadDialogs = () => void TestCardDialogs.preload();

let idlePreloadAsked = false;
/** Once per visit, when the browser has nothing else to do (a phone has no hover to wait for). */
function preloadDialogsWhenIdle(): () => void {
  if (idlePreloadAsked) return () => undefined;
  idlePreloadAsked = true;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preloadDialogs, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(preloadDialogs, 1500);
  return () => window.clearTimeout(timer);
}

/** The purchase button of a test on sale (the cart's, given by the page). */
export type TestPurchaseAction = (
  test: TestOffer & { productId: string },
  headingId: string,
) => ReactNode;

/**
 * A test's card. Off sale (as seeded), 'Purchase Test' opens 'This test will be available for
 * purchase soon!'; on sale, the page's purchase action takes its place.
 */
export function TestCard({ test, purchase }: { test: TestOffer; purchase?: TestPurchaseAction }) {
  const [openDialog, setOpenDialog] = useState<TestCardDialog | null>(null);
  // Once opened, the dialogs stay mounted so they can close with their transition.
  const [dialogsRequested, setDialogsRequested] = useState(false);
  if (openDialog && !dialogsRequested) setDialogsRequested(true);
  const close = () => setOpenDialog(null);
  useEffect(() => preloadDialogsWhenIdle(), []);
  const early = {
    onMouseEnter: preloadDialogs,
    onFocus: preloadDialogs,
    onTouchStart: preloadDialogs,
  };

  return (
    <Card
      component="article"
      aria-labelledby={`${test.id}-name`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        image={test.image}
        alt=""
        width={320}
        height={200}
        sx={{ aspectRatio: '8 / 5', height: 'auto' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={`${test.id}-name`} variant="h3" component="h2" sx={{ fontSize: '1.3rem' }}>
          {test.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{test.brief}</Typography>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', pt: 1 }}
        >
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <AccessTimeIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{test.duration}</Typography>
          </Stack>
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main' }}>
            {formatRupees(test.price)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button variant="outlined" fullWidth onClick={() => setOpenDialog('details')} {...early}>
          Know More
        </Button>
        {test.onSale && test.productId && purchase ? (
          purchase({ ...test, productId: test.productId }, `${test.id}-name`)
        ) : (
          <Button
            variant="contained"
            color="secondary"
            fullWidth
            disabled={test.pending}
            onClick={() => setOpenDialog('purchase')}
            {...early}
          >
            Purchase Test
          </Button>
        )}
      </CardActions>
      {dialogsRequested && (
        <Suspense fallback={null}>
          <TestCardDialogs test={test} open={openDialog} onClose={close} />
        </Suspense>
      )}
    </Card>
  );
}
