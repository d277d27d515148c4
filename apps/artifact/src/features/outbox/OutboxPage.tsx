// §2.3 outbox (/outbox): what the staff member sent, with delivery and status.
import { definePage } from '@portal/sdk';
import { OutboxList } from './OutboxList';

export const OutboxPage = definePage(function OutboxPage() {
  return <OutboxList />;
});

export default OutboxPage;
