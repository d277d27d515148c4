// Issue 26 item 11: template settings with controls made for them, instead of comma-separated text:
// the journal roles are chosen from the staff roles (named in the UI language), and offers and
// offer types are whole numbers picked from those in use or typed, one at a time as chips.
import { useState, type Dispatch } from 'react';
import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { ROLES, STAFF_ROLES, TEMPLATE_FLAGS, type TemplateDesign } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import type { DesignAction } from './design-state';

const isRole = (role: string): role is (typeof STAFF_ROLES)[number] =>
  (STAFF_ROLES as readonly string[]).includes(role);

const isAnyRole = (role: string): role is (typeof ROLES)[number] =>
  (ROLES as readonly string[]).includes(role);

/** A role's name in the UI language (a stored role outside the portal's roles as it is). */
export function useRoleName() {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (role: string) => (isAnyRole(role) ? t(`role.${role}`) : role);
}

/** The therapist role: one of the portal's roles by name, or none (a stored other role stays listed). */
export function TherapistRoleSelect(props: {
  value: string | null;
  onChange: (role: string | null) => void;
  disabled: boolean;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const name = useRoleName();
  const roles = [...ROLES, ...(props.value && !isAnyRole(props.value) ? [props.value] : [])];
  return (
    <TextField
      select
      size="small"
      label={t('therapistRole')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || null)}
      disabled={props.disabled}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('noTherapistRole')}</MenuItem>
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {name(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The journal roles: a multi-select of the staff roles (a stored role outside them stays listed). */
export function JournalRolesField({
  value,
  onChange,
  disabled,
  help,
}: {
  value: string[];
  onChange: (roles: string[]) => void;
  disabled: boolean;
  /** The help under the field, when not the default one. */
  help?: string;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const options = [...STAFF_ROLES, ...value.filter((role) => !isRole(role))];
  const label = useRoleName();
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      disabled={disabled}
      disableCloseOnSelect
      getOptionLabel={label}
      onChange={(_, roles) => onChange(roles)}
      renderInput={(params) => (
        <TextField {...params} label={t('journalRoles')} helperText={help ?? t('journalRolesHelp')} />
      )}
    />
  );
}

/** Whole numbers as chips: typed, then Enter; anything else is said and left out. */
export function NumberListField({
  label,
  value,
  choices = [],
  onChange,
  disabled,
  help,
}: {
  label: string;
  value: number[];
  /** Numbers offered for a pick (those the tenant's templates use); any other may be typed. */
  choices?: readonly number[];
  onChange: (numbers: number[]) => void;
  disabled: boolean;
  /** The help under the field, when not the default one. */
  help?: string;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const [rejected, setRejected] = useState<string | null>(null);
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={choices.map(String)}
      filterSelectedOptions
      value={value.map(String)}
      disabled={disabled}
      onChange={(_, entries) => {
        const bad = entries.find((entry) => !/^\d{1,9}$/.test(entry.trim()));
        setRejected(bad ?? null);
        const numbers = entries.filter((entry) => /^\d{1,9}$/.test(entry.trim())).map(Number);
        onChange([...new Set(numbers)]);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={rejected !== null}
          helperText={rejected !== null ? t('notANumber', { value: rejected }) : (help ?? t('numbersHelp'))}
        />
      )}
      sx={{ flex: '1 1 200px' }}
    />
  );
}

/** The template's flags; the genesis flag is the platform's and never set by a tenant. */
export function TemplateFlags({
  flags,
  dispatch,
  readOnly,
}: {
  flags: TemplateDesign['template']['flags'];
  dispatch: Dispatch<DesignAction>;
  readOnly: boolean;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }} id="qnr-flags-title">
        {t('flags')}
      </Typography>
      <FormGroup
        aria-labelledby="qnr-flags-title"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      >
        {TEMPLATE_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                checked={flags[flag]}
                onChange={(event) => dispatch({ type: 'setFlag', flag, value: event.target.checked })}
              />
            }
            label={t(`flag.${flag}`)}
            // The genesis flag is the platform's: a tenant never sets it.
            disabled={readOnly || flag === 'genesis'}
          />
        ))}
      </FormGroup>
    </>
  );
}
