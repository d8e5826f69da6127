import CloseIcon from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface DialogTitleWithCloseProps {
  id: string;
  onClose: () => void;
  /** While an action runs the dialog may not be closed. */
  closeDisabled?: boolean;
  children: ReactNode;
}

/** A dialog's title (target of its aria-labelledby) with the close control beside it. */
export function DialogTitleWithClose({
  id,
  onClose,
  closeDisabled,
  children,
}: DialogTitleWithCloseProps) {
  return (
    <DialogTitle id={id} sx={{ pr: 7 }}>
      {children}
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={closeDisabled}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
