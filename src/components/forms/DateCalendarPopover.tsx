import Popover from '@mui/material/Popover';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/en-in';

/** Where the calendar opens when the field is empty: a birth date is rarely this year. */
const REFERENCE_DATE = '2000-01-01';

export interface DateCalendarPopoverProps {
  /** The field the calendar opens under. */
  anchorEl: HTMLElement | null;
  open: boolean;
  /** The field's label, naming the calendar for screen readers. */
  label: string;
  /** 'YYYY-MM-DD', or null when the field holds no whole date. */
  value: string | null;
  min: string;
  max: string;
  onChoose: (value: string) => void;
  onClose: () => void;
}

/**
 * MUI X's calendar (en-IN) under a date field; its code, dayjs's included, loads the first time a
 * calendar is asked for. Without a date it opens on the years, then months, then days.
 */
export default function DateCalendarPopover({
  anchorEl,
  open,
  label,
  value,
  min,
  max,
  onChoose,
  onClose,
}: DateCalendarPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': `${label}: calendar` } }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
        <DateCalendar
          value={value ? dayjs(value) : null}
          referenceDate={dayjs(REFERENCE_DATE)}
          minDate={dayjs(min)}
          maxDate={dayjs(max)}
          views={['year', 'month', 'day']}
          openTo={value ? 'day' : 'year'}
          autoFocus
          onChange={(date, selection) => {
            if (selection === 'finish' && date?.isValid()) onChoose(date.format('YYYY-MM-DD'));
          }}
        />
      </LocalizationProvider>
    </Popover>
  );
}
