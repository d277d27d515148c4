import nodemailer from 'nodemailer';
import { describeFailure, loggableAnswer, OutsideServiceError } from '../../http/outside-service-error';
import type { EmailMessage, EmailSender } from './email-sender';

/** E-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.org). */
export function createSmtpEmailSender({ url, from }: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text }: EmailMessage) {
      try {
        await transport.sendMail({ from, to, subject, text });
      } catch (error) {
        // nodemailer puts the server's reply line in `response` (e.g. "451 4.3.0 try later").
        const reply = (error as { response?: unknown }).response;
        throw new OutsideServiceError('email', typeof reply === 'string' ? loggableAnswer(reply) : describeFailure(error));
      }
    },
  };
}
