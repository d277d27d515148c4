// The members of a conversation; staff add and remove them (the server checks it again).
import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { errorText, type ChatMember, type ChatWrites } from './chat-api';
import { useChatTexts } from './chat-texts';
import { PeoplePicker } from './PeoplePicker';
import type { ChatPerson } from './chat-api';

export function MembersPanel({
  chatId,
  members,
  writes,
  canManage,
}: {
  chatId: number;
  members: ChatMember[];
  writes: ChatWrites;
  canManage: boolean;
}) {
  const { t } = useChatTexts();
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState<ChatPerson[]>([]);
  const done = (work: Promise<unknown>) =>
    work.then(
      () => setProblem(null),
      (error: unknown) => setProblem(errorText(t, error)),
    );
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary aria-controls={`chat-members-${chatId}`} id={`chat-members-head-${chatId}`}>
        <Typography variant="body2">
          {t('members')}: {members.map((m) => m.display_name).join(', ')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`chat-members-${chatId}`}>
        <List dense sx={{ p: 0 }}>
          {members.map((m) => (
            <ListItem
              key={m.user_id}
              secondaryAction={
                canManage ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void done(writes.removeMember(chatId, m.user_id))}
                  >
                    {t('removeMember', { name: m.display_name })}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText primary={m.display_name} secondary={t(`role_${m.member_role as 'staff'}`)} />
            </ListItem>
          ))}
        </List>
        {canManage && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <PeoplePicker
              writes={writes}
              multiple={false}
              value={adding}
              onChange={setAdding}
              label={t('addMember')}
            />
            <Button
              variant="outlined"
              disabled={adding.length === 0}
              onClick={() => {
                const person = adding[0];
                if (person) void done(writes.addMember(chatId, person.id)).then(() => setAdding([]));
              }}
            >
              {t('addMember')}
            </Button>
          </Stack>
        )}
        {problem && (
          <Typography role="alert" color="error" variant="body2">
            {problem}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
