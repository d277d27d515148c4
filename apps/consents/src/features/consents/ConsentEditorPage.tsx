// §2.7 The privacy and consents page's three tabs (each a page module the shell mounts in its tab):
// the group's templates with their current version and how many accepted, declined or withdrew;
// publishing a new version; the versions of each; and the record of every answer.
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Dialog,
  DialogActions,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { definePage, useAppTranslation, useShellEvents } from '@portal/sdk';
import type { ConsentGroup, ConsentTemplateSummary } from '@portal/rules';
import { ConsentForm } from './ConsentForm';
import { ConsentRecords } from './ConsentRecords';
import { ConsentVersions, PolicyText } from './ConsentVersions';
import { useConsentTemplates, useConsentWrites } from './consents-api';
import { consentsTexts } from './consents-texts';

type Editing = { template: ConsentTemplateSummary | null } | null;

function TemplateCard({
  summary,
  onEdit,
  onRemove,
}: {
  summary: ConsentTemplateSummary;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useAppTranslation(consentsTexts);
  const [showVersions, setShowVersions] = useState(false);
  const { current } = summary;
  return (
    <Card variant="outlined" component="li" data-consent={current.title} data-version={current.version}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {current.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('versionLabel', { version: current.version })} ·{' '}
          {t('counts', {
            accepted: summary.accepted,
            declined: summary.declined,
            withdrawn: summary.withdrawn,
          })}
        </Typography>
        {current.description && <Typography sx={{ mt: 1 }}>{current.description}</Typography>}
        {current.group === 'PRIVACY_POLICY' && !showVersions && (
          <PolicyText html={current.bodyEn || current.bodyNo} />
        )}
        {showVersions && <ConsentVersions templateId={summary.id} title={current.title} />}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onEdit} aria-label={`${t('edit')}: ${current.title}`}>
          {t('edit')}
        </Button>
        <Button onClick={() => setShowVersions((shown) => !shown)} aria-expanded={showVersions}>
          {t('versions')} ({summary.versions})
        </Button>
        <Button color="error" onClick={onRemove} aria-label={`${t('remove')}: ${current.title}`}>
          {t('remove')}
        </Button>
      </CardActions>
    </Card>
  );
}

function ConsentEditor({ group }: { group: ConsentGroup }) {
  const { t } = useAppTranslation(consentsTexts);
  const events = useShellEvents();
  const templates = useConsentTemplates(group);
  const writes = useConsentWrites();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ConsentTemplateSummary | null>(null);
  if (templates.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (templates.error) return <Typography role="alert">{t('failed')}</Typography>;
  const canAdd = group !== 'PRIVACY_POLICY' || templates.data.length === 0;
  if (editing)
    return (
      <ConsentForm
        group={group}
        current={editing.template?.current ?? null}
        onDone={() => setEditing(null)}
      />
    );
  const remove = async () => {
    if (!removing) return;
    await writes.remove(removing.id);
    setRemoving(null);
    events.emit('snackbar', { message: t('removed') });
  };
  return (
    <Box data-testid={`consent-editor-${group}`}>
      {canAdd && (
        <Button variant="contained" onClick={() => setEditing({ template: null })} sx={{ mb: 2 }}>
          {group === 'PRIVACY_POLICY' ? t('newPolicy') : t('newConsent')}
        </Button>
      )}
      {templates.data.length === 0 && <Typography>{t('empty')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {templates.data.map((summary) => (
          <TemplateCard
            key={summary.id}
            summary={summary}
            onEdit={() => setEditing({ template: summary })}
            onRemove={() => setRemoving(summary)}
          />
        ))}
      </Stack>
      <ConsentRecords group={group} />
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        aria-labelledby="remove-consent-title"
      >
        <DialogTitle id="remove-consent-title">
          {t('confirmRemove', { title: removing?.current.title ?? '' })}
        </DialogTitle>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('cancel')}</Button>
          <Button color="error" onClick={() => void remove()}>
            {t('remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export const PrivacyPolicyPage = definePage(function PrivacyPolicyPage() {
  return <ConsentEditor group="PRIVACY_POLICY" />;
});
export const LoginConsentsPage = definePage(function LoginConsentsPage() {
  return <ConsentEditor group="LOGIN_CONSENTS" />;
});
export const QuestionnaireConsentsPage = definePage(function QuestionnaireConsentsPage() {
  return <ConsentEditor group="QUESTIONNAIRE_CONSENTS" />;
});
