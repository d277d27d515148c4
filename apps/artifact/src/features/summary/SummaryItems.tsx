// The summary's rows: kind, time, title, status and who, each linking to its own page; a note its
// author may still correct gets a Correct button (a new version, the earlier kept).
import { useState } from 'react';
import { Box, Button, Chip, Link, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { summaryContract, type SummaryItem } from '@portal/rules';
import {
  ApiRequestError,
  useAppTranslation,
  useHref,
  useShell,
  useShellEvents,
  type NavigationTarget,
} from '@portal/sdk';
import { summaryTexts } from './summary-texts';

const targetOf = (item: SummaryItem): NavigationTarget | null => {
  if (item.kind === 'questionnaire') return { route: 'qnrViewDetail', params: { qnrId: item.id } };
  if (item.kind === 'plan') return `/plans/${item.id}`;
  if (item.kind === 'document') return { route: 'documents' };
  if (item.kind === 'consent') return { route: 'privacyAndConsents' };
  return null;
};

function ItemLink({ item, to }: { item: SummaryItem; to: NavigationTarget }) {
  const href = useHref(to);
  return <Link href={href}>{item.title || '—'}</Link>;
}

function CorrectNote({ item }: { item: SummaryItem }) {
  const { t } = useAppTranslation(summaryTexts);
  const { api } = useShell();
  const events = useShellEvents();
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  if (text === null)
    return (
      <Button size="small" onClick={() => setText(item.title)} aria-label={`${t('correct')}: ${item.title}`}>
        {t('correct')}
      </Button>
    );
  const save = async () => {
    try {
      await api.call(summaryContract.correctNote, { params: { id: item.id }, body: { text } });
      await queryClient.invalidateQueries({ queryKey: ['artifact', 'summary'] });
      events.emit('snackbar', { message: t('corrected') });
    } catch (error) {
      events.emit('snackbar', {
        message: t('saveFailed', {
          message: error instanceof ApiRequestError ? error.message : String(error),
        }),
      });
    }
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label={t('correctTitle')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" onClick={() => void save()}>
          {t('save')}
        </Button>
        <Button size="small" onClick={() => setText(null)}>
          {t('cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function SummaryItems({ items }: { items: SummaryItem[] }) {
  const { t, language } = useAppTranslation(summaryTexts);
  const when = new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  });
  if (items.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <List data-testid="summary-items">
      {items.map((item) => {
        const to = targetOf(item);
        return (
          <ListItem key={`${item.kind}-${item.id}`} divider sx={{ display: 'block' }} data-kind={item.kind}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={t(`kind.${item.kind}`)} />
              <Typography variant="body2" color="text.secondary">
                {when.format(new Date(item.at))}
                {item.by ? ` · ${t('by', { name: item.by })}` : ''}
                {item.version && item.version > 1 ? ` · ${t('version', { version: item.version })}` : ''}
              </Typography>
            </Stack>
            <Box sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {to ? <ItemLink item={item} to={to} /> : <Typography component="span">{item.title}</Typography>}
              {item.status && item.kind !== 'activity' ? ` · ${item.status}` : ''}
            </Box>
            {item.editable && <CorrectNote item={item} />}
          </ListItem>
        );
      })}
    </List>
  );
}
