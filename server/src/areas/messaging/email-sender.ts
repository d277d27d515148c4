/** One e-mail: receiver, subject and plain text. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; the dev outbox or SMTP stands behind it (ARCHITECTURE.md §4). */
export interface EmailSender {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
