// Whether the signed-in user may open a route: feature flags, per-user capabilities and the
// staff-only pages (§6). The browser reads what the server computed; it decides nothing new.
import type { Role } from '@portal/rules';
import type { RouteGate } from './route-table';

export interface RouteAccess {
  features: ReadonlySet<string>;
  capabilities: Readonly<Record<string, boolean>>;
  role: Role | null;
}

export function isGateOpen(gate: RouteGate | undefined, access: RouteAccess): boolean {
  if (!gate) return true;
  const can = (name: string) => access.capabilities[name] === true;
  if (gate.features && !gate.features.every((f) => access.features.has(f))) return false;
  if (gate.anyFeature && !gate.anyFeature.some((f) => access.features.has(f))) return false;
  if (gate.capabilities && !gate.capabilities.every(can)) return false;
  if (gate.anyCapability && !gate.anyCapability.some(can)) return false;
  if (gate.staffOnly && (access.role === 'participant' || access.role === null)) return false;
  return true;
}
