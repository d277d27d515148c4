// §2.4 quick access "new chat" (dialog state MESSAGE): start a conversation and open it.
import { defineDialog, useNavigate, type DialogProps } from '@portal/sdk';
import { useChatWrites } from './chat-api';
import { useChatTexts } from './chat-texts';
import { NewChatForm } from './NewChatForm';

const NewChatDialog = defineDialog(function NewChatDialog({ close }: DialogProps) {
  const { t } = useChatTexts();
  const writes = useChatWrites();
  const navigate = useNavigate();
  return (
    <NewChatForm
      writes={writes}
      onCancel={() => close({ status: 'cancelled' })}
      onStarted={(id) => {
        close({ status: 'saved', message: t('started') });
        navigate({ route: 'chat', query: { chat: id } });
      }}
    />
  );
});

export default NewChatDialog;
