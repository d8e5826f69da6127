import { useGetCreditNoteLinkMutation } from '../../api/billingApi';
import { DocumentDownloadButton } from './DocumentDownloadButton';

/** "Download credit note (PDF)": the document that reverses the invoice of a refunded order. */
export function CreditNoteDownloadButton({ refundId }: { refundId: string }) {
  const [getCreditNoteLink] = useGetCreditNoteLinkMutation();
  return (
    <DocumentDownloadButton
      label="Download credit note (PDF)"
      fetchLink={() => getCreditNoteLink(refundId).unwrap()}
    />
  );
}
