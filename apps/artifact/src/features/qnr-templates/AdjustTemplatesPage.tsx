// Issue 13.3, admin panel "adjust templates" (/adjust-templates): the shared genesis templates of
// the tenant, and what this tenant overrides of each (context, generate_on_start, journal roles,
// offer types, offers, qnr_info), with the change log: who changed what and when. Each template is
// a GenesisTemplateCard; the reads and the write are in genesis-templates-api.
import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { definePage, useAppTranslation, usePageHeader, type PageProps } from '@portal/sdk';
import { GenesisTemplateCard } from './GenesisTemplateCard';
import { useGenesisTemplates } from './genesis-templates-api';
import { qnrTemplatesTexts } from './qnr-templates-texts';

const AdjustTemplatesPage = definePage(function AdjustTemplatesPage(_props: PageProps) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  usePageHeader({ title: t('adjustTitle') });
  const [editing, setEditing] = useState<string | null>(null);
  const { genesis, nameOf } = useGenesisTemplates();
  if (genesis.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (genesis.error || !genesis.data) return <Typography role="alert">{t('failed')}</Typography>;
  const data = genesis.data;
  const denied = data.genesis_denied_permissions.some((row) => row.table_id === 'templates');
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('adjustIntro')}</Typography>
      {denied && <Alert severity="warning">{t('denied')}</Alert>}
      {data.templates.length === 0 && <Typography>{t('noGenesis')}</Typography>}
      <Stack sx={{ gap: 2 }}>
        {data.templates.map((template) => (
          <GenesisTemplateCard
            key={template.id}
            template={template}
            current={data.qnr_template_genesis_overrides.find(
              (o) => o.template_uuid === template.template_uuid,
            )}
            log={data.qnr_template_genesis_overrides_log.filter(
              (row) => row.template_uuid === template.template_uuid,
            )}
            nameOf={nameOf}
            editing={editing === template.id}
            onEdit={denied ? undefined : (open) => setEditing(open ? template.id : null)}
          />
        ))}
      </Stack>
    </Box>
  );
});

export default AdjustTemplatesPage;
export { AdjustTemplatesPage };
