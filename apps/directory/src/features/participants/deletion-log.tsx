// Issue 30 item 5: under "to be deleted", the tenant's retention period and the deletion log (ids and
// dates only: the log holds no personal data).
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { manageTexts } from './manage-texts';
import { useDeletionLog, useDirectorySettings } from './participants-api';

export function DeletionLog() {
  const { t, locale } = useAppTranslation(manageTexts);
  const log = useDeletionLog();
  const settings = useDirectorySettings();
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale);
  return (
    <section aria-labelledby="deletion-log-title" data-testid="deletion-log">
      {settings.data && <Typography sx={{ mt: 3 }}>{t('retention', { days: settings.data.retentionDays })}</Typography>}
      <Typography id="deletion-log-title" component="h2" variant="h6" sx={{ mt: 2 }}>{t('deletionLog')}</Typography>
      {log.data?.rows.length === 0 && <Typography>{t('deletionLogEmpty')}</Typography>}
      <List dense>
        {log.data?.rows.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemText
              primary={t('deletionRow', { id: row.recipientId, ended: day(row.caseEndedAt), deleted: day(row.deletedAt), days: row.retentionDays })}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
