import type { ButtonProps } from '@mui/material/Button';
import { useGetInvoiceLinkMutation } from '../../api/billingApi';
import { DocumentDownloadButton } from './DocumentDownloadButton';

interface InvoiceDownloadButtonProps {
  orderId: string;
  /** In a list: the visible "Invoice", named with the order number for screen readers. */
  orderNumber?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** "Download invoice (PDF)": the order's GST tax invoice. */
export function InvoiceDownloadButton({
  orderId,
  orderNumber,
  size,
  variant,
}: InvoiceDownloadButtonProps) {
  const [getInvoiceLink] = useGetInvoiceLinkMutation();
  return (
    <DocumentDownloadButton
      label={
        orderNumber ? `Download invoice of order ${orderNumber} (PDF)` : 'Download invoice (PDF)'
      }
      shortLabel={orderNumber ? 'Invoice' : undefined}
      size={size}
      variant={variant}
      fetchLink={() => getInvoiceLink(orderId).unwrap()}
    />
  );
}
