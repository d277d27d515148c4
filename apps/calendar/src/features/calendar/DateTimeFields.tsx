// A date and a time field side by side (the event's start and end, a task's due time): the
// keyboard's way to set a time, wrapping on a narrow screen. The time is left out for an all-day
// event.
import { Stack, TextField } from '@mui/material';

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
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        label={dateLabel}
        type="date"
        required={required}
        value={date}
        onChange={(e) => onDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {withTime && (
        <TextField
          label={timeLabel}
          type="time"
          required={required}
          value={time}
          onChange={(e) => onTime(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
      )}
    </Stack>
  );
}
