import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';

interface PasswordToggleProps {
  /** The field's label: the button says 'Show password', 'Hide new password'... */
  label: string;
  visible: boolean;
  onToggle: () => void;
}

/** The show/hide button at the end of a password field. */
export function PasswordToggle({ label, visible, onToggle }: PasswordToggleProps) {
  return (
    <IconButton
      aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
      onClick={onToggle}
      edge="end"
    >
      {visible ? <VisibilityOff /> : <Visibility />}
    </IconButton>
  );
}
