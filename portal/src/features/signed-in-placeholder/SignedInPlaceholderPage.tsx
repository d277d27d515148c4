// PLACEHOLDER until the signed-in shell exists (next issue): /overview shows who is signed in and
// a logout button. The next engineer replaces this feature with the real overview.
import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { useAuth } from '../../shared/session/auth-context';
import { LanguageToggle } from '../../shared/ui/LanguageToggle';
import { signedInUserQuery } from '../../shared/session/signed-in-user';

export function SignedInPlaceholderPage() {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const { token, logOut } = useAuth();
  const user = useQuery(signedInUserQuery(token));
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BrandLogo brand={bootstrap.brand} name={bootstrap.customer_name} />
            <Typography variant="h4" component="h1">
              {t('signedIn.title')}
            </Typography>
          </Stack>
          <Typography data-testid="signed-in-user">
            {user.data ? t('signedIn.greeting', { name: user.data.user_name }) : t('common.loading')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <LanguageToggle />
            <Button variant="contained" onClick={logOut}>
              {t('signedIn.logOut')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
