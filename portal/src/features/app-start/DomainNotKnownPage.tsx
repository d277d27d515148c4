// §4 App start: the 404 page, "Domain {host} is not known".
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@portal/rules';
import { PublicPageLayout } from '../../shared/layout/PublicPageLayout';

export function DomainNotKnownPage({ host }: { host: string }) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('appStart.notFoundTitle')}
        </Typography>
        <Typography>{t(errorKey('domainUnknown'), { domain: host })}</Typography>
      </Stack>
    </PublicPageLayout>
  );
}
