import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';

interface MoveButtonsProps {
  /** Named in the buttons' labels: 'section Grammar'. */
  what: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}

/** Up and down for one item of an ordered list (the keyboard's way to reorder). */
export function MoveButtons({ what, index, count, disabled, onMove }: MoveButtonsProps) {
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${what} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <UpIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${what} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <DownIcon fontSize="small" />
      </IconButton>
    </>
  );
}

/** The ids in their new order after moving one from `from` to `to`. */
export function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
