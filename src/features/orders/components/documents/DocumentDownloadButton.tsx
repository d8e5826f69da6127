import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import type { DocumentLinkResponse } from '@contract/types';
import { openDownload } from '@/lib/openDownload';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';

interface DocumentDownloadButtonProps {
  label: string;
  /** Asks the server for a fresh 5-minute address of the PDF. */
  fetchLink: () => Promise<DocumentLinkResponse>;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** A shorter visible label (e.g. "Invoice") with `label` as the accessible name. */
  shortLabel?: string;
}

/**
 * Downloads a tax document: the address is signed for five minutes, so it is asked for at the
 * click and opened as a plain download (the PDF answers as an attachment).
 */
export function DocumentDownloadButton({
  label,
  fetchLink,
  size = 'medium',
  variant = 'outlined',
  shortLabel,
}: DocumentDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const download = async () => {
    setBusy(true);
    try {
      const { url } = await fetchLink();
      openDownload(url);
    } catch (error) {
      toast.shop(getErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      startIcon={<DownloadIcon />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
      aria-label={shortLabel ? label : undefined}
    >
      {shortLabel ?? label}
    </Button>
  );
}
