/** One SMS: the receiver's mobile number and the text. */
export interface SmsMessage {
  to: string;
  content: string;
}

/** Sends SMS; the dev outbox or a real gateway stands behind it (ARCHITECTURE.md §4). */
export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  send(message: SmsMessage): Promise<void>;
}
