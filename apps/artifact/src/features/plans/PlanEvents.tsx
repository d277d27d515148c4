// Staff link a plan to calendar events of its participant (event_artifact_package, issue 28 item 2):
// a labelled group of the participant's events and a save button.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plansContract } from '@portal/rules';
import { ApiRequestError, useAppTranslation, useShell, useShellEvents } from '@portal/sdk';
import { CheckList } from './CheckList';
import { formatWhen } from './PlanList';
import { PLANS_KEY } from './plans-api';
import { plansTexts } from './plans-texts';

export function PlanEvents({ planId, linked }: { planId: number; linked: number[] }) {
  const { t, language } = useAppTranslation(plansTexts);
  const { api } = useShell();
  const events = useShellEvents();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>(linked);
  const choices = useQuery({
    queryKey: [...PLANS_KEY, planId, 'event-choices'],
    queryFn: () => api.call(plansContract.planEventChoices, { params: { id: planId } }),
  });
  if (!choices.data) return null;
  if (choices.data.events.length === 0)
    return <Typography color="text.secondary">{t('noEventChoices')}</Typography>;
  const save = async () => {
    try {
      await api.call(plansContract.linkPlanEvents, { params: { id: planId }, body: { eventIds: chosen } });
      await queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      events.emit('snackbar', { message: t('eventsSaved') });
    } catch (error) {
      events.emit('snackbar', {
        message: `${t('saveFailed')}: ${error instanceof ApiRequestError ? error.message : String(error)}`,
      });
    }
  };
  return (
    <Stack spacing={1}>
      <CheckList
        legend={t('linkEvents')}
        options={choices.data.events.map((e) => ({
          id: e.id,
          label: `${formatWhen(e.startsAt, language) ?? ''} · ${e.title}`,
        }))}
        value={chosen}
        onChange={setChosen}
      />
      <Button variant="outlined" onClick={() => void save()} sx={{ alignSelf: 'flex-start' }}>
        {t('saveEvents')}
      </Button>
    </Stack>
  );
}
