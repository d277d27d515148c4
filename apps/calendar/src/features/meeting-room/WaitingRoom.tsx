// The host's view of the waiting room: who waits, with "let in" and "turn away" for each.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { meetingTexts } from './meeting-texts';

const VISUALLY_HIDDEN_TEXT = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function WaitingRoom({
  waiting,
  onAdmit,
  onDeny,
}: {
  waiting: { peerId: string; name: string }[];
  onAdmit(peerId: string): void;
  onDeny(peerId: string): void;
}) {
  const { t } = useAppTranslation(meetingTexts);
  return (
    <Box
      component="section"
      aria-labelledby="meeting-lobby-heading"
      data-testid="meeting-lobby"
      sx={{
        mb: 3,
        position: 'relative',
        ...(waiting.length > 0 ? { p: 2, border: 2, borderColor: 'primary.main', borderRadius: 1 } : {}),
      }}
    >
      <Typography id="meeting-lobby-heading" component="h2" variant="h6">
        {t('lobbyHeading')}
      </Typography>
      {/* Read out as people arrive: the host may be looking at the videos. */}
      <Box role="status" sx={VISUALLY_HIDDEN_TEXT}>
        {waiting.map((person) => t('someoneWaiting', { name: person.name })).join('. ')}
      </Box>
      {waiting.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('lobbyEmpty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {waiting.map((person) => (
            <Box component="li" key={person.peerId} sx={{ py: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{person.name}</Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button
                  variant="contained"
                  size="small"
                  aria-label={t('admitLabel', { name: person.name })}
                  onClick={() => onAdmit(person.peerId)}
                >
                  {t('admit')}
                </Button>
                <Button
                  size="small"
                  aria-label={t('denyLabel', { name: person.name })}
                  onClick={() => onDeny(person.peerId)}
                >
                  {t('deny')}
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
