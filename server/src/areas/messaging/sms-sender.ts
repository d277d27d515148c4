/** One SMS: the receiver's mobile number and the text. */
export interface SmsMessage {
  to: string;
  content: string;
  /**
   * Our reference of the message (sms.uid): the gateway quotes it in its delivery report and may use
   * it to drop a repeat of the same message (issue 31: nothing sent twice on a retry).
   */
  reference?: string;
}

/** Sends SMS; the dev outbox or a real gateway stands behind it (ARCHITECTURE.md §4). */
export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  send(message: SmsMessage): Promise<void>;
}
