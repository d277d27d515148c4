// A date and a time field side by side (the event's start and end, a task's due time): the
// keyboard's way to set a time, wrapping on a narrow screen. The time is left out for an all-day
// event.
import { Stack } from '@mui/material';
import { DateField, TimeField } from '@portal/sdk';

export function DateTimeFields({
  dateLabel,
  timeLabel,
  date,
  time,
  onDate,
  onTime,
  withTime = true,
  required = false,
}: {
  dateLabel: string;
  timeLabel: string;
  date: string;
  time: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
  withTime?: boolean;
  required?: boolean;
}) {
  // The UI language's dd.mm.yyyy and a 24-hour time, not the browser locale's (issue 26 item 7).
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DateField label={dateLabel} required={required} value={date} onChange={onDate} />
      {withTime && <TimeField label={timeLabel} required={required} value={time} onChange={onTime} />}
    </Stack>
  );
}
