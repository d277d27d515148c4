// The plan page's list (issue 28 item 2): per participant what was sent, what is due next and what
// was answered; the blueprints to start plans from; for admins the sends that failed.
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import type { PlanSummary } from '@portal/rules';
import { useAppTranslation, useNavigate, useShell } from '@portal/sdk';
import { usePlanFailures, usePlans } from './plans-api';
import { plansTexts } from './plans-texts';

export function formatWhen(iso: string | null, language: string) {
  if (!iso) return null;
  return new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  }).format(new Date(iso));
}

function PlanRow({ plan, basePath }: { plan: PlanSummary; basePath: string }) {
  const { t, language } = useAppTranslation(plansTexts);
  const navigate = useNavigate();
  const name = plan.recipientName ?? t('blueprint');
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} data-plan={plan.id}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('parcels')}: {plan.parcels.map((p) => p.title).join(', ') || t('none')}
        </Typography>
        {!plan.isBlueprint && (
          <Typography variant="body2">
            {t('nextSend')}: {formatWhen(plan.nextSendAt, language) ?? t('none')} ·{' '}
            {t('sentAnsweredValue', { sent: plan.sent, answered: plan.answered })}
          </Typography>
        )}
      </Box>
      <Button onClick={() => navigate(`${basePath}/${plan.id}`)} aria-label={t('openPlan', { name })}>
        {t('open')}
      </Button>
    </ListItem>
  );
}

function Failures() {
  const { t } = useAppTranslation(plansTexts);
  const { user } = useShell();
  const failures = usePlanFailures(user.role === 'admin');
  const rows = failures.data?.failures ?? [];
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="plan-failures" sx={{ mt: 3 }}>
      <Typography id="plan-failures" component="h2" variant="h6">
        {t('failuresHeading')}
      </Typography>
      <List>
        {rows.map((f) => (
          <ListItem key={`${f.planId}-${f.runAt}`} divider>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('failureRow', {
                name: f.recipientName ?? t('none'),
                error: f.error ?? '',
                attempts: f.attempts,
              })}{' '}
              ({f.gaveUp ? t('gaveUp') : t('retrying')})
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function PlanList({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(plansTexts);
  const navigate = useNavigate();
  const plans = usePlans();
  if (plans.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (plans.error) return <Alert severity="error">{t('failed')}</Alert>;
  const all = plans.data.plans;
  const section = (id: string, heading: string, rows: PlanSummary[], empty: string) => (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} component="h2" variant="h6">
        {heading}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List>
          {rows.map((plan) => (
            <PlanRow key={plan.id} plan={plan} basePath={basePath} />
          ))}
        </List>
      )}
    </Box>
  );
  return (
    <Stack>
      <Box>
        <Button variant="contained" onClick={() => navigate(`${basePath}/new`)}>
          {t('newPlan')}
        </Button>
      </Box>
      {section(
        'plans-of-participants',
        t('plansHeading'),
        all.filter((p) => !p.isBlueprint),
        t('noPlans'),
      )}
      {section(
        'plan-blueprints',
        t('blueprintsHeading'),
        all.filter((p) => p.isBlueprint),
        t('noBlueprints'),
      )}
      <Failures />
    </Stack>
  );
}
