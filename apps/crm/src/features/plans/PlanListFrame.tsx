// The frame of the time plans' and the templates' list pages: a button to a new one, a link to the
// other list, the list's loading, failure and empty states, and its items.
import type { ReactNode } from 'react';
import { Alert, Box, Button, List, Stack, Typography } from '@mui/material';
import { useAppTranslation, useNavigate, usePageHeader } from '@portal/sdk';
import { planTexts } from './plan-texts';

type Target = Parameters<ReturnType<typeof useNavigate>>[0];

export function PlanListFrame(props: {
  title: string;
  newLabel: string;
  newTarget: Target;
  otherLabel: string;
  otherTarget: Target;
  state: { isPending: boolean; isError: boolean; isEmpty: boolean };
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useAppTranslation(planTexts);
  usePageHeader({ title: props.title });
  const navigate = useNavigate();
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => navigate(props.newTarget)}>
          {props.newLabel}
        </Button>
        <Button variant="outlined" onClick={() => navigate(props.otherTarget)}>
          {props.otherLabel}
        </Button>
      </Stack>
      {props.state.isPending && <Typography>{t('loading')}</Typography>}
      {props.state.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
      {props.state.isEmpty && <Typography>{props.emptyText}</Typography>}
      <List aria-label={props.title}>{props.children}</List>
    </Box>
  );
}
