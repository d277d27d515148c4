// Operating the portal (issue 18): one process per embedded data folder, and the operator's
// commands (`npm run seed`, `npm run tenant`).
export { DataDirLockedError, lockDataDir, type DataDirLock, type LockHolder } from './data-dir-lock';
export { drainOnSignals, GOING_AWAY, GOING_AWAY_REASON } from './drain';
export { holdDataDir, oneLine, openData, type OpenData } from './open-data';
export { sendSetPasswordLink, tenantOrigin } from './set-password-link';
export { checkMobile, ROLES, TenantInputError, type NewUser, type Role } from './tenant-input';
export { addUser } from './tenants';
export { removeTenants } from './remove-tenants';
