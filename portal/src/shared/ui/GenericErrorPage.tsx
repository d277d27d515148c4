// §2.2 (6) Generic error page: "something went wrong", "try later or contact support", links to
// support and to login, and the language toggle. Also the app-start error screen and, with its own
// title, /UnableToLogFromEPR. The link to login loads the page afresh: the way out of a failure.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@portal/rules';
import { useOptionalBootstrap } from '../bootstrap/BootstrapContext';
import { PublicPageLayout } from '../layout/PublicPageLayout';
import { supportHref } from '../layout/footer-links';

export function GenericErrorPage({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  const bootstrap = useOptionalBootstrap();
  const support = bootstrap ? supportHref(bootstrap) : undefined;
  return (
    <PublicPageLayout>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {title ?? t(errorKey('general'))}
        </Typography>
        <Typography>{text ?? t(errorKey('generalHint'))}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {support && (
            <Button variant="outlined" href={support}>
              {t('common.contactSupport')}
            </Button>
          )}
          <Button variant="contained" href="/login">
            {t('common.goToLogin')}
          </Button>
        </Stack>
      </Stack>
    </PublicPageLayout>
  );
}
