// §1, §2.4 Shortcuts: the tenant's links as cards (title, description, link). Every link leaves the
// portal, so it opens in a new tab, without giving that tab a handle on the portal (rel=noopener).
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { OpenInNewTabIcon } from './icons';
import { definePage, useAppTranslation } from '@portal/sdk';
import { useShortcuts } from './shortcuts-api';
import { shortcutsTexts } from './shortcuts-texts';

const ShortcutsPage = definePage(function ShortcutsPage() {
  const { t } = useAppTranslation(shortcutsTexts);
  const shortcuts = useShortcuts();
  if (shortcuts.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (shortcuts.error) return <Typography role="alert">{t('failed')}</Typography>;
  if (shortcuts.data.length === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('pageLabel')}
      data-testid="shortcut-cards"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
      }}
    >
      {shortcuts.data.map((shortcut) => (
        <Box component="li" key={shortcut.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component="a"
              href={shortcut.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ height: '100%', alignItems: 'flex-start' }}
            >
              <CardContent>
                <Typography
                  component="h2"
                  variant="h6"
                  sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                >
                  {shortcut.title}
                  <OpenInNewTabIcon fontSize="small" aria-hidden />
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    {t('opensInNewTab')}
                  </Box>
                </Typography>
                {shortcut.description && (
                  <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                    {shortcut.description}
                  </Typography>
                )}
                <Typography variant="body2" color="primary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {shortcut.link}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
});

export default ShortcutsPage;
export { ShortcutsPage };
