import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender';

/** E-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.org). */
export function createSmtpEmailSender({ url, from }: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text }: EmailMessage) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
