// The buttons above the calendar: a new event (staff), the feed export, and the keyboard help,
// which shows when asked for (issue 26 item 10) instead of a paragraph above the calendar always.
import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { calendarTexts } from './calendar-texts';

export function CalendarToolbar({ staff, onNew, onFeed }: { staff: boolean; onNew: () => void; onFeed: () => void }) {
  const { t } = useAppTranslation(calendarTexts);
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {staff && (
          <Button variant="contained" onClick={onNew}>
            {t('newEvent')}
          </Button>
        )}
        <Button variant="outlined" onClick={onFeed}>
          {t('feedTitle')}
        </Button>
        {staff && (
          <Button
            variant="text"
            aria-expanded={helpOpen}
            aria-controls={helpOpen ? 'calendar-keyboard-help' : undefined}
            onClick={() => setHelpOpen((shown) => !shown)}
          >
            {t('keyboardHelpButton')}
          </Button>
        )}
      </Stack>
      {staff && helpOpen && (
        <Alert
          severity="info"
          role="note"
          id="calendar-keyboard-help"
          closeText={t('close')}
          onClose={() => setHelpOpen(false)}
          sx={{ mb: 1 }}
        >
          {t('keyboardHelp')}
        </Alert>
      )}
    </>
  );
}
