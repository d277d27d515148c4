// §7 The reset calls: the code from the e-mail link travels in the page's own query.
import { basicAuthorization } from '../../shared/api/basic-auth';
import { getJson } from '../../shared/api/http-client';

function resetQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  return params.toString();
}

function nationalIdHeader(pnr: string | null): Record<string, string> {
  return pnr ? { 'national-id': pnr } : {};
}

/** Checks the reset code of the link and sends the SMS code; answers when that code expires (epoch ms). */
export async function verifyResetCode(search: string, pnr: string | null): Promise<number> {
  const answer = await getJson<{ sms_valid_till?: unknown }>(
    `/api/auth/sms-reset-code-verification?${resetQuery(search)}`,
    {
      headers: nationalIdHeader(pnr),
    },
  );
  if (typeof answer.sms_valid_till !== 'number') throw new Error('no sms_valid_till in the answer');
  return answer.sms_valid_till;
}

export async function setNewPassword(input: {
  search: string;
  otp: string;
  password: string;
  pnr: string | null;
}): Promise<void> {
  await getJson<unknown>(`/api/auth/set-new-password?${resetQuery(input.search)}`, {
    headers: { authorization: basicAuthorization(input.otp, input.password), ...nationalIdHeader(input.pnr) },
  });
}
