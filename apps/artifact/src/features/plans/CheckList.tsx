// A labelled group of checkboxes choosing ids (the plan's parcels, a parcel's questionnaires, the
// participants a parcel is sent to): a fieldset with its legend, so a screen reader names the group.
import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';

export function CheckList({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
  onChange: (next: number[]) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            control={
              <Checkbox
                checked={value.includes(option.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
