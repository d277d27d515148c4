// The Basic header of §7's calls (username, username:password, otp:password), UTF-8 safe so
// Norwegian letters in passwords survive (btoa alone takes Latin-1 only).
export function basicAuthorization(...parts: string[]): string {
  const bytes = new TextEncoder().encode(parts.join(':'));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

export function bearerAuthorization(token: string): string {
  return `Bearer ${token}`;
}
