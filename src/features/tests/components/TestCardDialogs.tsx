import type { AcademyTest } from '../data/tests';
import { PurchaseSoonDialog } from './PurchaseSoonDialog';
import { TestDetailsDialog } from './TestDetailsDialog';

export type TestCardDialog = 'details' | 'purchase';

/** A test card's two dialogs: loaded with MUI's Dialog and Modal when one is first opened. */
export default function TestCardDialogs({
  test,
  open,
  onClose,
}: {
  test: AcademyTest;
  open: TestCardDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <TestDetailsDialog test={test} open={open === 'details'} onClose={onClose} />
      <PurchaseSoonDialog testName={test.name} open={open === 'purchase'} onClose={onClose} />
    </>
  );
}
