// §3: a trusted device is remembered (quick login); an untrusted one is a guest login.
export const DEVICE_KINDS = ['trusted', 'untrusted'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export function isDeviceKind(value: unknown): value is DeviceKind {
  return typeof value === 'string' && (DEVICE_KINDS as readonly string[]).includes(value);
}
