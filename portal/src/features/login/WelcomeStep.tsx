// §2.2 (1) Welcome: Login and "remember me on this device" (trusted or untrusted device).
import { Box, Button, Checkbox, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DeviceKind } from '@portal/rules';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';

/** FormControlLabel's own styles (MUI v9). */
const CHECKBOX_LABEL_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  verticalAlign: 'middle',
  WebkitTapHighlightColor: 'transparent',
  marginLeft: '-11px',
  marginRight: '16px',
} as const;

export interface WelcomeStepProps {
  device: DeviceKind;
  onDeviceChange: (device: DeviceKind) => void;
  onLogin: () => void;
}

export function WelcomeStep({ device, onDeviceChange, onLogin }: WelcomeStepProps) {
  const { t } = useTranslation();
  const { customer_name: customerName, brand } = useBootstrap();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('login.welcome.title', { customer: customerName })}
      </Typography>
      <Typography>{t('login.welcome.text', { participant: t(`brand.participant.${brand}`) })}</Typography>
      {/* What <FormControlLabel> draws (a label around the box and its text), without its component
          on the login page's first load. */}
      <Box component="label" sx={CHECKBOX_LABEL_SX}>
        <Checkbox
          checked={device === 'trusted'}
          onChange={(event) => onDeviceChange(event.target.checked ? 'trusted' : 'untrusted')}
        />
        <Typography component="span">{t('login.welcome.rememberMe')}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(device === 'trusted' ? 'login.welcome.trustedHint' : 'login.welcome.untrustedHint')}
      </Typography>
      <Button variant="contained" size="large" onClick={onLogin}>
        {t('login.welcome.login')}
      </Button>
    </Stack>
  );
}
