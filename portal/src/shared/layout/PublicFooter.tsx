import { Box, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOptionalBootstrap } from '../bootstrap/BootstrapContext';
import { LanguageToggle } from '../ui/LanguageToggle';
import { footerLinks } from './footer-links';

/** §2.2 Login footer: about, privacy policy, support and the Norsk/English switch. */
export function PublicFooter() {
  const { t } = useTranslation();
  const bootstrap = useOptionalBootstrap();
  return (
    <Box component="footer" sx={{ mt: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack
          component="nav"
          aria-label={t('footer.label')}
          direction="row"
          spacing={2}
          sx={{ flexWrap: 'wrap' }}
        >
          {(bootstrap ? footerLinks(bootstrap) : []).map((link) => (
            <Link
              key={link.key}
              href={link.href}
              target={link.href.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              {t(`footer.${link.key}`)}
            </Link>
          ))}
        </Stack>
        <LanguageToggle />
      </Stack>
    </Box>
  );
}
