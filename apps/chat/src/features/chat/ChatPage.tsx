// §2.3 route "chat": the conversation list and one conversation. On a phone (the participant's
// main way in) the list and the conversation are two screens; from the tablet width up they sit
// side by side. `?chat=<id>` (the CHAT widget's row links) opens that conversation.
import { useEffect, useState } from 'react';
import { Route, useInRouterContext, useParams } from 'react-router';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, useMediaQuery } from '@mui/material';
import {
  PageRoutes,
  ROUTE_PATHS,
  definePage,
  useNavigate,
  usePageHeader,
  useUserContext,
  type PageProps,
} from '@portal/sdk';
import { errorText, useChatWrites } from './chat-api';
import { useChatTexts } from './chat-texts';
import { Conversation } from './Conversation';
import { ConversationList } from './ConversationList';
import { NewChatForm } from './NewChatForm';

function ChatScreen({ basePath }: { basePath: string }) {
  const { t } = useChatTexts();
  const params = useParams();
  const selected = params.chatId && /^\d+$/.test(params.chatId) ? Number(params.chatId) : null;
  // MUI's md breakpoint (900 px), as a plain query: it needs no theme (the harness has none).
  const wide = useMediaQuery('(min-width: 900px)');
  const writes = useChatWrites();
  const navigate = useNavigate();
  const { selectedRecipient, user } = useUserContext();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  usePageHeader({ title: t('title') });

  const startWithRecipient = () => {
    if (!selectedRecipient) return;
    writes.createChat({ memberIds: [], recipientId: selectedRecipient.id }).then(
      ({ id }) => navigate(`${basePath}/${id}`),
      (error: unknown) => setProblem(errorText(t, error)),
    );
  };

  const list = (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => setStarting(true)}>
          {t('newChat')}
        </Button>
        {selectedRecipient && user.role !== 'participant' && (
          <Button variant="outlined" onClick={startWithRecipient}>
            {t('startWith', { name: selectedRecipient.name })}
          </Button>
        )}
      </Stack>
      {problem && (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {problem}
        </Box>
      )}
      <ConversationList basePath={basePath} selectedId={selected} writes={writes} />
    </Stack>
  );
  const conversation =
    selected !== null ? (
      <Conversation key={selected} chatId={selected} basePath={basePath} writes={writes} showBack={!wide} />
    ) : null;

  return (
    <>
      {wide ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(260px, 360px) 1fr',
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Box component="nav" aria-label={t('conversations')}>
            {list}
          </Box>
          <Box component="section" aria-label={t('messages')} sx={{ minWidth: 0 }}>
            {conversation}
          </Box>
        </Box>
      ) : selected !== null ? (
        <Box component="section" aria-label={t('messages')}>
          {conversation}
        </Box>
      ) : (
        <Box component="nav" aria-label={t('conversations')}>
          {list}
        </Box>
      )}
      <Dialog
        open={starting}
        onClose={() => setStarting(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="chat-new-title"
      >
        <DialogTitle id="chat-new-title">{t('newChatTitle')}</DialogTitle>
        <DialogContent>
          {starting && (
            <NewChatForm
              writes={writes}
              onCancel={() => setStarting(false)}
              onStarted={(id) => {
                setStarting(false);
                navigate(`${basePath}/${id}`);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

const ChatPage = definePage(function ChatPage(props: Partial<PageProps>) {
  const { t } = useChatTexts();
  const navigate = useNavigate();
  // Mounted bare (the apps harness) it has no props: it is then the chat route's page.
  const basePath = props.basePath ?? ROUTE_PATHS.chat;
  const chatParam = props.query?.chat;
  const wanted = chatParam && /^\d+$/.test(chatParam) ? chatParam : null;
  const inRouter = useInRouterContext();
  useEffect(() => {
    if (wanted) navigate(`${basePath}/${wanted}`, { replace: true });
  }, [wanted, basePath, navigate]);
  if (!inRouter)
    return (
      <Box data-app="chat">
        <ChatScreen basePath={basePath} />
      </Box>
    );
  return (
    <Box data-app="chat">
      <PageRoutes app="chat" notFound={<p>{t('notFound')}</p>}>
        <Route index element={<ChatScreen basePath={basePath} />} />
        <Route path=":chatId" element={<ChatScreen basePath={basePath} />} />
      </PageRoutes>
    </Box>
  );
});

export default ChatPage;
