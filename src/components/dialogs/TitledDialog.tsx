import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useId, type ReactNode } from 'react';
import { DialogTitleWithClose } from './DialogTitleWithClose';

interface TitledDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

/** A titled modal closed by its close control or Escape; MUI traps focus and returns it to the opener. */
export function TitledDialog({ open, title, onClose, children, actions }: TitledDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      <DialogTitleWithClose id={titleId} onClose={onClose}>
        {title}
      </DialogTitleWithClose>
      <DialogContent dividers>{children}</DialogContent>
      {actions}
    </Dialog>
  );
}
