// The SMS texts. Each carries its code as the only number of that many digits, in Norwegian and
// English, without the code twice (it is read by people and, in tests, from the dev outbox).
export function smsCodeText(tenantName: string, code: string, ttlMs: number, kind: 'login' | 'reset'): string {
  const minutes = Math.max(1, Math.round(ttlMs / 60_000));
  const what = kind === 'login' ? 'innloggingskode / login code' : 'kode for nytt passord / password reset code';
  return `${tenantName}: ${code} er din ${what}. Gyldig / valid ${minutes} min.`;
}
