// Test support: an unsigned JWT with the given payload (the portal never verifies signatures).
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fakeToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2ln`;
}
