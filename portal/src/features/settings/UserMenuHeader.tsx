// The head of the user menu: who is signed in, and in which context.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellSession } from '../user-context';

export function UserMenuHeader() {
  const { t } = useTranslation();
  const session = useShellSession();
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid="user-menu-header">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {session.bootstrap.user_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`settings.role.${session.role ?? 'unknown'}`)}
      </Typography>
    </Box>
  );
}
