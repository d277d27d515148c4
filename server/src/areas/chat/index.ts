// The chat area (issue 15, §9 chat): its door. Reads go through the data API (member-only
// permissions on chats, chat_members, chat_messages); writes, search and typing come through here,
// and a job tells a participant by SMS of a message they have not read (docs/chat.md).
import type { FeatureArea } from '../../area-kit/feature-area';
import { crossTenant } from '../../db/tenant-scope';
import { CHAT_NOTICE_JOB, sendUnreadNotice, type ChatNoticePayload } from './chat-notify';
import { chatPlugin } from './chat-plugin';

export { DEMO_ATTACHMENT } from './demo-attachment';

export const chatArea: FeatureArea = {
  name: 'chat',
  plugin: chatPlugin,
  jobs: {
    [CHAT_NOTICE_JOB]: async (job, context) => {
      if (job.customerId === null) return;
      const customerId = job.customerId;
      const db = crossTenant(context.db, 'a job: the tenant comes from the job, not a request');
      const sent = await db.transaction((tx) =>
        sendUnreadNotice(tx, context, customerId, job.payload as ChatNoticePayload, context.clock.now()),
      );
      if (sent)
        context.log.info(
          { job: job.name, chatId: (job.payload as ChatNoticePayload).chatId },
          'chat: SMS notice sent',
        );
    },
  },
};
