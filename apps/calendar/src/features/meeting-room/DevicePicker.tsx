// The camera and microphone to use, chosen before joining and changeable in the room.
import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import type { DeviceChoice, Devices } from './local-media';
import { meetingTexts } from './meeting-texts';

export function DevicePicker({
  devices,
  choice,
  active,
  onChange,
}: {
  devices: Devices;
  choice: DeviceChoice;
  /** The devices in use now (their ids), shown when nothing was chosen yet. */
  active: { cameraId: string | null; microphoneId: string | null };
  onChange(choice: DeviceChoice): void;
}) {
  const { t } = useAppTranslation(meetingTexts);
  const select = (
    id: string,
    label: string,
    options: { id: string; label: string }[],
    value: string | null,
    change: (value: string) => void,
  ) => (
    <FormControl size="small" sx={{ minWidth: 0, flex: '1 1 200px' }} disabled={options.length === 0}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={options.some((o) => o.id === value) ? (value ?? '') : ''}
        displayEmpty={options.length === 0}
        renderValue={(selected) =>
          options.find((o) => o.id === selected)?.label ?? (options.length === 0 ? t('noDevice') : '')
        }
        onChange={(event) => change(event.target.value)}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, my: 2 }}>
      {select(
        'meeting-camera',
        t('camera'),
        devices.cameras,
        choice.cameraId ?? active.cameraId,
        (cameraId) => onChange({ ...choice, cameraId }),
      )}
      {select(
        'meeting-microphone',
        t('microphone'),
        devices.microphones,
        choice.microphoneId ?? active.microphoneId,
        (microphoneId) => onChange({ ...choice, microphoneId }),
      )}
    </Stack>
  );
}
