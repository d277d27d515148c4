// The calendar page's one dialog: a new event, an event's details or its form, or the feed.
import { Alert, Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useAppTranslation, useNotify } from '@portal/sdk';
import { serverMessage, useEventDetails, type Occurrence } from './calendar-api';
import type { CalendarOpen } from './calendar-open';
import { calendarTexts } from './calendar-texts';
import type { useCloseGuard } from './close-guard';
import { EventDetailsView } from './EventDetailsView';
import { EventForm } from './EventForm';
import { FeedPanel } from './FeedPanel';
import { occurrenceOfDetails } from './fc-events';
import type { PendingChange } from './use-calendar-changes';

interface CalendarDialogProps {
  open: CalendarOpen;
  onOpen: (open: CalendarOpen) => void;
  closeGuard: ReturnType<typeof useCloseGuard>;
  narrow: boolean;
  recipientId: number | null;
  /** The occurrences shown, to find the one a delete is about. */
  occurrences: Occurrence[] | undefined;
  requestChange: (change: PendingChange) => void;
  /** A new event was saved: the calendar draws afresh. */
  onCreated: () => void;
}

export function CalendarDialog(props: CalendarDialogProps) {
  const { open, onOpen, closeGuard, narrow, recipientId, onCreated } = props;
  const { t } = useAppTranslation(calendarTexts);
  const notify = useNotify();
  const close = () => onOpen(null);
  return (
    <Dialog
      open={open !== null}
      onClose={closeGuard.guard(close)}
      fullScreen={narrow}
      fullWidth
      maxWidth="sm"
      aria-labelledby="calendar-dialog-title"
    >
      {open?.type === 'new' && (
        <>
          <DialogTitle id="calendar-dialog-title">{t('newEvent')}</DialogTitle>
          <DialogContent>
            <EventForm
              mode={{ kind: 'new', start: open.start, end: open.end, allDay: open.allDay, recipientId }}
              onCancel={closeGuard.guard(close)}
              onDirtyChange={closeGuard.onDirtyChange}
              onSaved={(_, message) => {
                close();
                onCreated();
                notify({ message, severity: 'success' });
              }}
            />
          </DialogContent>
        </>
      )}
      {(open?.type === 'view' || open?.type === 'edit') && <EventPanel {...props} open={open} />}
      {open?.type === 'feed' && (
        <>
          <DialogTitle id="calendar-dialog-title">{t('feedTitle')}</DialogTitle>
          <DialogContent>
            <FeedPanel onClose={close} />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

type EventOpen = Extract<NonNullable<CalendarOpen>, { eventId: number }>;

/** One event: its details (answer, edit, delete) or its form. */
function EventPanel({
  open,
  onOpen,
  closeGuard,
  occurrences,
  requestChange,
}: CalendarDialogProps & { open: EventOpen }) {
  const { t, language } = useAppTranslation(calendarTexts);
  const notify = useNotify();
  const details = useEventDetails(open.eventId, open.occurrence);
  const viewed = occurrences?.find(
    (o) => open.type === 'view' && o.eventId === open.eventId && o.occurrence === open.occurrence,
  );
  return (
    <>
      <DialogTitle id="calendar-dialog-title">
        {open.type === 'edit' ? t('editEvent') : (details.data?.title ?? t('eventTitle'))}
      </DialogTitle>
      <DialogContent>
        {details.isPending && <Typography>{t('loading')}</Typography>}
        {details.isError && (
          <Alert severity="error">{serverMessage(details.error, language) ?? t('loadFailed')}</Alert>
        )}
        {details.data && open.type === 'view' && (
          <EventDetailsView
            details={details.data}
            occurrence={open.occurrence}
            onEdit={() => onOpen({ ...open, type: 'edit' })}
            onDelete={() =>
              requestChange({
                action: 'delete',
                occurrence: viewed ?? occurrenceOfDetails(details.data, open.occurrence),
              })
            }
            onAnswered={(message) => notify({ message, severity: 'success' })}
          />
        )}
        {details.data && open.type === 'edit' && (
          <EventForm
            mode={{ kind: 'edit', details: details.data, occurrence: open.occurrence }}
            onCancel={closeGuard.guard(() => onOpen({ ...open, type: 'view' }))}
            onDirtyChange={closeGuard.onDirtyChange}
            onSaved={(_, message) => {
              onOpen(null);
              notify({ message, severity: 'success' });
            }}
          />
        )}
        {open.type === 'view' && (
          <Button onClick={() => onOpen(null)} sx={{ mt: 2 }}>
            {t('close')}
          </Button>
        )}
      </DialogContent>
    </>
  );
}
