// Issue 26 item 11: an offer, offer type or plan category chosen from the numbers the tenant's
// templates already use (each shown with the templates that use it), or a new whole number typed
// in; anything else is said and not kept. Empty is none.
import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { useNumberLookups, type LookupField } from '../templates-api';

const WHOLE = /^\d{1,9}$/;

export function LookupNumberField({
  field,
  label,
  value,
  onChange,
  disabled,
}: {
  field: LookupField;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const lookups = useNumberLookups();
  const [rejected, setRejected] = useState<string | null>(null);
  const choices = lookups.data?.[field] ?? [];
  const titles = new Map(choices.map((choice) => [String(choice.value), choice.titles]));
  const options = [...titles.keys()];
  if (value !== null && !titles.has(String(value))) options.push(String(value));
  const usedBy = (option: string) => {
    const used = titles.get(option) ?? [];
    if (used.length === 0) return t('lookupUnused');
    const shown = used.slice(0, 2).join(', ');
    return used.length > 2 ? t('lookupUsedMore', { titles: shown, count: used.length - 2 }) : shown;
  };
  return (
    <Autocomplete
      freeSolo
      autoSelect
      size="small"
      options={options}
      value={value === null ? null : String(value)}
      disabled={disabled}
      onChange={(_, entry) => {
        const text = (entry ?? '').trim();
        if (text === '') {
          setRejected(null);
          onChange(null);
        } else if (WHOLE.test(text)) {
          setRejected(null);
          onChange(Number(text));
        } else setRejected(text);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span">{option}</Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {usedBy(option)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={rejected !== null}
          helperText={rejected !== null ? t('notANumberKept', { value: rejected }) : t('lookupHelp')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric' },
          }}
        />
      )}
      sx={{ flex: '1 1 180px', minWidth: 160 }}
    />
  );
}
