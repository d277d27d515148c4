import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * "Loading..." while the app starts, a lazy screen arrives or a login completes. As a page it is the
 * main landmark; `inline` inside a card that already is one.
 */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={inline ? 'div' : 'main'}
      role="status"
      sx={{
        minHeight: inline ? 120 : '60vh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography component={inline ? 'p' : 'h1'}>{t('common.loading')}</Typography>
    </Box>
  );
}
