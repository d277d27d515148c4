// A plan's lists (its linked calendar events and then these two), for the staff's plan page and the participant's own plans: the next sends and
// every send with its questionnaires' statuses, each questionnaire linking to its own page.
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import type { PlanDetail } from '@portal/rules';
import { useAppTranslation, useHref } from '@portal/sdk';
import { formatWhen } from './PlanList';
import { plansTexts } from './plans-texts';

function QnrLink({ id, title, status }: { id: number; title: string; status: string }) {
  const { t } = useAppTranslation(plansTexts);
  const href = useHref({ route: 'qnrViewDetail', params: { qnrId: id } });
  return (
    <Typography variant="body2">
      <Link href={href}>{title}</Link> · {t(`status.${status}` as 'status.SENT', { defaultValue: status })}
    </Typography>
  );
}

/** `idPrefix` keeps the sections' heading ids unique when several plans share a page. */
export function PlanSchedule({ detail, idPrefix }: { detail: PlanDetail; idPrefix: string }) {
  const { t, language } = useAppTranslation(plansTexts);
  const { upcoming, sends, events } = detail;
  return (
    <>
      <Box component="section" aria-labelledby={`${idPrefix}-events`}>
        <Typography id={`${idPrefix}-events`} component="h2" variant="h6">
          {t('events')}
        </Typography>
        {events.length === 0 ? (
          <Typography color="text.secondary">{t('noEvents')}</Typography>
        ) : (
          <List dense>
            {events.map((event) => (
              <ListItem key={event.id}>
                {formatWhen(event.startsAt, language)} · {event.title}
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box component="section" aria-labelledby={`${idPrefix}-upcoming`}>
        <Typography id={`${idPrefix}-upcoming`} component="h2" variant="h6">
          {t('upcoming')}
        </Typography>
        {upcoming.length === 0 ? (
          <Typography color="text.secondary">{t('noUpcoming')}</Typography>
        ) : (
          <List dense>
            {upcoming.map((when) => (
              <ListItem key={when}>{formatWhen(when, language)}</ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box component="section" aria-labelledby={`${idPrefix}-sends`}>
        <Typography id={`${idPrefix}-sends`} component="h2" variant="h6">
          {t('sends')}
        </Typography>
        {sends.length === 0 ? (
          <Typography color="text.secondary">{t('noSends')}</Typography>
        ) : (
          <List>
            {sends.map((send) => (
              <ListItem key={send.occurrence} divider sx={{ display: 'block' }}>
                <Typography sx={{ fontWeight: 600 }}>{formatWhen(send.occurrence, language)}</Typography>
                {send.queries.map((q) => (
                  <QnrLink key={q.id} {...q} />
                ))}
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </>
  );
}
