// Every published version of a template, newest first; the privacy policy's text shown as it was.
import DOMPurify from 'dompurify';
import { Box, Divider, List, ListItem, Typography } from '@mui/material';
import { useAppTranslation, useShell } from '@portal/sdk';
import { useConsentVersions } from './consents-api';
import { consentsTexts } from './consents-texts';
import { formatWhen } from './consent-format';

export function PolicyText({ html }: { html: string }) {
  return (
    <Box
      sx={{ overflowWrap: 'anywhere', '& h2': { fontSize: '1.25rem' }, '& h3': { fontSize: '1.1rem' } }}
      // Sanitised on the server when stored, and here again before it is shown.
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}

export function ConsentVersions({ templateId, title }: { templateId: number; title: string }) {
  const { t } = useAppTranslation(consentsTexts);
  const { language } = useShell();
  const versions = useConsentVersions(templateId);
  if (versions.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (versions.error) return <Typography role="alert">{t('failed')}</Typography>;
  return (
    <Box component="section" aria-label={t('showVersions', { title })}>
      <List dense data-testid="consent-versions">
        {versions.data.map((version) => (
          <ListItem key={version.id} sx={{ display: 'block' }} data-version={version.version}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('versionLabel', { version: version.version })}: {version.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {version.publishedBy
                ? t('publishedBy', {
                    at: formatWhen(version.publishedAt, language),
                    name: version.publishedBy,
                  })
                : t('publishedAt', { at: formatWhen(version.publishedAt, language) })}
            </Typography>
            {version.description && <Typography variant="body2">{version.description}</Typography>}
            {(version.bodyEn || version.bodyNo) && (
              <PolicyText
                html={language === 'no' ? version.bodyNo || version.bodyEn : version.bodyEn || version.bodyNo}
              />
            )}
            <Divider sx={{ mt: 1 }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
