// A text field as MUI's outlined TextField draws it (label, outlined input, helper text), built from
// its parts. TextField itself also imports Select, Menu and the filled and standard inputs (about
// 11 KB gzip), and the SDK and the shell's side menu load at the signed-in shell's start, which
// needs none of them (bench/shell-bundle.ts, target 300 KB). An app's own forms use TextField.
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';

export interface OutlinedFieldProps {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  id?: string;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** The label stays above the field, also when it is empty (for a field with a placeholder). */
  shrink?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the <input> itself (role, aria-*, inputMode, maxLength, autoComplete). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}` | `data-${string}`, unknown>;
  endAdornment?: ReactNode;
  'data-testid'?: string;
}

export const OutlinedField = forwardRef<HTMLDivElement, OutlinedFieldProps>(
  function OutlinedField(props, ref) {
    const generated = useId();
    const id = props.id ?? generated;
    const helperId = props.helperText ? `${id}-helper-text` : undefined;
    return (
      <FormControl
        ref={ref}
        size={props.size}
        fullWidth={props.fullWidth}
        required={props.required}
        disabled={props.disabled}
        error={props.error}
        sx={props.sx}
        data-testid={props['data-testid']}
      >
        <InputLabel htmlFor={id} shrink={props.shrink}>
          {props.label}
        </InputLabel>
        <OutlinedInput
          id={id}
          name={props.name}
          label={props.label}
          notched={props.shrink}
          value={props.value}
          placeholder={props.placeholder}
          inputRef={props.inputRef}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          onKeyDown={props.onKeyDown}
          endAdornment={props.endAdornment}
          inputProps={{ ...props.htmlInput, 'aria-describedby': helperId }}
        />
        {props.helperText && <FormHelperText id={helperId}>{props.helperText}</FormHelperText>}
      </FormControl>
    );
  },
);
