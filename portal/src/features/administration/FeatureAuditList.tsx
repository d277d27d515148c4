// The audit trail of feature changes (who switched what, when).
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { featureFlagText } from '@portal/rules';
import type { FeatureChange } from './admin-api';

export function FeatureAuditList({ changes }: { changes: readonly FeatureChange[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="feature-audit-title">
      <Typography id="feature-audit-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('administration.audit')}
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{t('administration.noChanges')}</Typography>
      ) : (
        <List dense>
          {changes.slice(0, 20).map((change) => (
            <ListItem key={`${change.created_at}-${change.name}`} disableGutters>
              <ListItemText
                primary={t(change.enabled ? 'administration.turnedOn' : 'administration.turnedOff', {
                  name: featureFlagText(change.name, i18n.language)?.label ?? change.name,
                })}
                secondary={`${new Date(change.created_at).toLocaleString(i18n.language === 'no' ? 'nb-NO' : 'en-GB')} · ${change.changed_by ?? ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
