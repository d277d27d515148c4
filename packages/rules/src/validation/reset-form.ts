// §5 Reset form: valid only when the OTP, the new password and its confirmation are valid and the
// SMS code's countdown is still running (§4 Password reset).
import { z } from 'zod';
import { resetOtpSchema } from './codes';
import { checkConfirmation, newPasswordSchema } from './password';

/** The reset form's schema, reading the clock (ms since the epoch) through `now`. */
export function createResetFormSchema(now: () => number) {
  return z
    .object({
      otp: resetOtpSchema,
      new_password: newPasswordSchema,
      confirm_password: z.string({ error: 'validation.required' }),
      /** When the SMS code stops being valid, ms since the epoch. */
      sms_valid_till: z.number({ error: 'validation.codeExpired' }),
    })
    .superRefine((value, ctx) => {
      checkConfirmation(value, ctx);
      if (!isCountdownRunning(value.sms_valid_till, now())) {
        ctx.addIssue({ code: 'custom', message: 'validation.codeExpired', path: ['otp'], input: value });
      }
    });
}

/** Whether the SMS code countdown still runs at `now`. */
export function isCountdownRunning(smsValidTill: number, now: number): boolean {
  return smsValidTill > now;
}

export const resetFormSchema = createResetFormSchema(() => Date.now());
export type ResetForm = z.infer<typeof resetFormSchema>;
