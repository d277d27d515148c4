// The one date field of the apps (issue 26 item 7): it shows and takes dates as the UI language
// writes them (nb dd.mm.yyyy, en dd/mm/yyyy), not as the browser's locale would (a native
// <input type="date"> in a Norwegian page said mm/dd/yyyy). Typed with the keyboard, or picked in a
// month calendar in the UI language. The value stays ISO (`yyyy-mm-dd`, '' when empty); a text that
// is no date, or a date outside min/max, says so under the field and gives '' to the form.
import { useId, useRef, useState, type ReactNode } from 'react';
import { IconButton, InputAdornment, Popover, Stack, SvgIcon, type SxProps, type Theme } from '@mui/material';
import { useAppTranslation } from './app-translation';
import { DateCalendar } from './date-calendar';
import { DATE_PLACEHOLDER, formatDay, parseDay, parseTime, todayIso } from './date-format';
import { dateTexts } from './date-texts';
import { OutlinedField } from './outlined-field';

export interface DateFieldProps {
  label: string;
  /** ISO `yyyy-mm-dd`, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  name?: string;
  helperText?: ReactNode;
  /** The form's own verdict on the date (an end before its start), shown with `helperText`. */
  error?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

const CalendarIcon = () => (
  <SvgIcon fontSize="small" aria-hidden>
    <path d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14v11zM7 11h5v5H7z" />
  </SvgIcon>
);

/** The written text of a date field, kept apart from its ISO value while a date is being typed. */
function useDateText(value: string, onChange: (iso: string) => void, min?: string, max?: string) {
  const { t, language } = useAppTranslation(dateTexts);
  const [text, setText] = useState(() => formatDay(value, language));
  // The value (and language) the text stands for; a new value from outside rewrites the text.
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if (parseDay(text) !== value || shown.language !== language) setText(formatDay(value, language));
  }
  const problem = (written: string): string | null => {
    if (written.trim() === '') return null;
    const iso = parseDay(written);
    if (!iso) return t('writeAs', { format: DATE_PLACEHOLDER[language] });
    const [from, to] = [min ? formatDay(min, language) : '', max ? formatDay(max, language) : ''];
    if (min && max && (iso < min || iso > max)) return t('outOfRange', { min: from, max: to });
    if (min && iso < min) return t('tooEarly', { min: from });
    if (max && iso > max) return t('tooLate', { max: to });
    return null;
  };
  const write = (written: string) => {
    setText(written);
    const iso = problem(written) === null ? (parseDay(written) ?? '') : '';
    setShown({ value: iso, language });
    if (iso !== value) onChange(iso);
  };
  return { text, write, problem: problem(text), language, t };
}

export function DateField(props: DateFieldProps) {
  const { label, value, onChange, min, max, required, disabled, size, fullWidth, name, helperText, sx } =
    props;
  const { text, write, problem, language, t } = useDateText(value, onChange, min, max);
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const showProblem = touched && problem !== null;
  const pick = (iso: string) => {
    write(formatDay(iso, language));
    setOpen(false);
    input.current?.focus();
  };
  return (
    <>
      <OutlinedField
        id={id}
        ref={anchor}
        inputRef={input}
        label={label}
        value={text}
        name={name}
        required={required}
        disabled={disabled}
        size={size}
        fullWidth={fullWidth}
        sx={sx}
        data-testid={props['data-testid']}
        error={showProblem || props.error === true}
        helperText={showProblem ? problem : helperText}
        onChange={write}
        onBlur={() => {
          setTouched(true);
          const iso = parseDay(text);
          if (iso && problem === null) write(formatDay(iso, language));
        }}
        shrink
        htmlInput={{
          placeholder: DATE_PLACEHOLDER[language],
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 10,
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              size="small"
              disabled={disabled}
              aria-label={t('chooseDate')}
              onClick={() => setOpen(true)}
            >
              <CalendarIcon />
            </IconButton>
          </InputAdornment>
        }
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <DateCalendar
          initial={parseDay(text) ?? (value || todayIso())}
          selected={value}
          min={min}
          max={max}
          onPick={pick}
        />
      </Popover>
    </>
  );
}

export interface DateRange {
  from: string;
  to: string;
}

/** A from/to pair of date fields (filters of lists): the end may not come before the start. */
export function DateRangeFields({
  value,
  onChange,
  fromLabel,
  toLabel,
  size = 'small',
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  fromLabel?: string;
  toLabel?: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useAppTranslation(dateTexts);
  return (
    <>
      <DateField
        size={size}
        label={fromLabel ?? t('from')}
        value={value.from}
        max={value.to || undefined}
        onChange={(from) => onChange({ ...value, from })}
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
      <DateField
        size={size}
        label={toLabel ?? t('to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(to) => onChange({ ...value, to })}
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
    </>
  );
}

/** A 24-hour time (`HH:MM`, '' for none) written as `9`, `0930`, `9:30` or `9.30`. */
export function TimeField({
  label,
  value,
  onChange,
  required,
  disabled,
  size,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t, language } = useAppTranslation(dateTexts);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);
  if (shown !== value) {
    setShown(value);
    if (parseTime(text) !== value) setText(value);
  }
  const bad = text.trim() !== '' && parseTime(text) === null;
  return (
    <OutlinedField
      label={label}
      value={text}
      required={required}
      disabled={disabled}
      size={size}
      error={touched && bad}
      helperText={touched && bad ? t('timeWriteAs') : undefined}
      onChange={(written) => {
        setText(written);
        const time = parseTime(written) ?? '';
        setShown(time);
        if (time !== value) onChange(time);
      }}
      onBlur={() => {
        setTouched(true);
        const time = parseTime(text);
        if (time) setText(time);
      }}
      sx={{ width: 120 }}
      shrink
      htmlInput={{ placeholder: language === 'no' ? 'tt:mm' : 'hh:mm', autoComplete: 'off', maxLength: 5 }}
    />
  );
}

/**
 * A day and a time side by side (`yyyy-mm-ddTHH:MM`, as a datetime-local input gives, '' until both
 * are written); the time field is named after the day's label ("Valid from, time").
 */
export function DateTimeField({
  label,
  value,
  onChange,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const [parts, setParts] = useState(() => ({ day: value.slice(0, 10), time: value.slice(11, 16) }));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== '' || (parts.day && parts.time))
      setParts({ day: value.slice(0, 10), time: value.slice(11, 16) });
  }
  const set = (next: { day: string; time: string }) => {
    setParts(next);
    const combined = next.day && next.time ? `${next.day}T${next.time}` : '';
    setShown(combined);
    if (combined !== value) onChange(combined);
  };
  const { t } = useAppTranslation(dateTexts);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DateField
        label={label}
        value={parts.day}
        required={required}
        onChange={(day) => set({ ...parts, day })}
      />
      <TimeField
        label={t('timeOf', { label })}
        value={parts.time}
        required={required}
        onChange={(time) => set({ ...parts, time })}
      />
    </Stack>
  );
}
