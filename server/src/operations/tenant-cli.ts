// `npm run tenant -- <command>`: the operator's tenants without demo data (issue 18; README
// "Tenants"). Every problem is one line on stderr and exit code 1, and changes nothing.
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config/config';
import { MigrationError } from '../db/migrate';
import { DatabaseUnavailableError } from '../db/open-database';
import { loadSessionKeys, SessionKeyError } from '../session/session-keys';
import { createFileStore } from '../areas/storage';
import { DataDirLockedError } from './data-dir-lock';
import { holdDataDir, oneLine, openData, type OpenData } from './open-data';
import { commandMessaging, sendSetPasswordLink, tenantOrigin } from './set-password-link';
import { defaultExportFile, exportTenant } from './tenant-export';
import {
  checkSubdomain,
  newUserFrom,
  ROLES,
  TenantInputError,
  tenantSettingsFrom,
  type Role,
} from './tenant-input';
import {
  activeTenantId,
  addUser,
  createTenant,
  deactivateTenant,
  deleteTenant,
  listTenants,
  reactivateTenant,
  updateTenant,
} from './tenants';
import type { Database } from '../db/database';
import { crossTenant } from '../db/tenant-scope';

const USAGE = `npm run tenant -- <command>
  list
  create <subdomain> --name "<name>" --admin-mobile <+47...> [--admin-username admin] [--admin-email <address>]
         [--admin-first-name <name>] [--admin-last-name <name>] [--brand work-inclusion|care]
         [--theme default|greenish|retail] [--languages no,en] [--features <flag,...>|all|none]
         [--app-versions <app=1.0.0,...>] [--support-email <address>] [--origin <https://{subdomain}.example.org>] [--print-link]
  update <subdomain> [--name ...] [--brand ...] [--theme ...] [--languages ...] [--features ...] [--app-versions ...] [--support-email ...]
  deactivate <subdomain>
  reactivate <subdomain>
  delete <subdomain> --confirm <subdomain>   (a deactivated tenant only; cannot be undone)
  export <subdomain> [--out <file.tar.gz>]   (a deactivated tenant: its rows as JSON per table and its files)
  add-user <subdomain> --username <name> --role admin|team_leader|staff|participant --mobile <+47...>
         [--email <address>] [--first-name <name>] [--last-name <name>] [--origin ...] [--print-link]
  send-link <subdomain> --username <name> [--origin ...] [--print-link]`;

const SETTINGS = ['name', 'brand', 'theme', 'languages', 'features', 'app-versions', 'support-email'];
const LINK = ['origin', 'print-link'];
const ALLOWED: Record<string, string[]> = {
  list: [],
  create: [
    ...SETTINGS,
    ...['mobile', 'username', 'email', 'first-name', 'last-name'].map((o) => `admin-${o}`),
    ...LINK,
  ],
  update: SETTINGS,
  deactivate: [],
  reactivate: [],
  delete: ['confirm'],
  export: ['out'],
  'add-user': ['username', 'role', 'mobile', 'email', 'first-name', 'last-name', ...LINK],
  'send-link': ['username', ...LINK],
};

interface Parsed {
  command: string;
  subdomain: string | undefined;
  options: Map<string, string>;
}

export function parseTenantArgs(args: readonly string[]): Parsed {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') throw new TenantInputError(USAGE);
  const allowed = ALLOWED[command];
  if (!allowed)
    throw new TenantInputError(
      `Unknown command "${command}": list, create, update, deactivate, reactivate, delete, export, add-user or send-link`,
    );
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (!allowed.includes(key)) throw new TenantInputError(`Unknown option --${key} for ${command}`);
    if (key === 'print-link') {
      options.set(key, 'yes');
      continue;
    }
    const value = inline ?? rest[(i += 1)];
    if (value === undefined) throw new TenantInputError(`--${key} needs a value`);
    options.set(key, value);
  }
  if (positional.length > (command === 'list' ? 0 : 1))
    throw new TenantInputError(`Too many arguments for ${command}: ${positional.join(' ')}`);
  return { command, subdomain: command === 'list' ? undefined : checkSubdomain(positional[0]), options };
}

async function tellLink(
  data: OpenData,
  config: Config,
  target: {
    customerId: number;
    userId: number;
    subdomain: string;
    tenantName: string;
    mobile: string;
    email?: string;
  },
  options: Map<string, string>,
): Promise<void> {
  const keys = await loadSessionKeys(config.dataDir, config);
  const origin = tenantOrigin(config, target.subdomain, options.get('origin'));
  try {
    const { link, sentTo } = await sendSetPasswordLink(
      data.db,
      keys,
      commandMessaging(config),
      target,
      origin,
    );
    console.log(`Set-password link sent: ${sentTo.join(', ')}; valid 7 days.`);
    // Only on request, to this terminal (as Keycloak's CLI does): the link alone does not sign
    // anyone in, since choosing the password asks for an SMS code sent to the user's mobile.
    if (options.has('print-link')) console.log(link);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The set-password link could not be sent (${reason}); send it again with: npm run tenant -- send-link ${target.subdomain} --username <name>`,
      { cause: error },
    );
  }
}

async function userFor(data: OpenData, customerId: number, username: string) {
  const { rows } = await data.db.query<{
    id: number;
    mobile_phone: string | null;
    email: string | null;
    name: string;
  }>(
    `SELECT u.id::int AS id, u.mobile_phone, u.email, c.name FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE u.customer_id = $1 AND lower(u.username) = lower($2) AND u.deleted_at IS NULL`,
    [customerId, username],
  );
  const user = rows[0];
  if (!user) throw new TenantInputError(`No user "${username}" in this tenant`);
  if (!user.mobile_phone)
    throw new TenantInputError(`The user "${username}" has no mobile number for the SMS code`);
  return { ...user, mobile_phone: user.mobile_phone };
}

interface Command {
  config: Config;
  data: OpenData;
  db: Database;
  subdomain: string;
  origin: string;
  options: Parsed['options'];
}

async function listCommand({ db }: Command): Promise<void> {
  const tenants = await listTenants(db);
  if (tenants.length === 0)
    console.log('No tenants yet: npm run tenant -- create <subdomain> --name ... --admin-mobile ...');
  for (const t of tenants)
    console.log(
      `${t.subdomain}\t${t.deleted_at ? 'deactivated' : 'active'}\t${t.name}\t${t.brand}/${t.theme}\t${t.languages.join(',')}\t${t.users} users\t${t.features_on} features on`,
    );
}

async function createCommand({ config, data, db, subdomain, origin, options }: Command): Promise<void> {
  const settings = tenantSettingsFrom(options);
  const admin = newUserFrom(options, 'admin-', 'admin');
  const { customerId, adminId } = await db.transaction((tx) => createTenant(tx, subdomain, settings, admin));
  console.log(`Tenant ${subdomain} created: ${origin} (admin "${admin.username}").`);
  await tellLink(
    data,
    config,
    {
      customerId,
      userId: adminId,
      subdomain,
      tenantName: settings.name ?? subdomain,
      mobile: admin.mobile,
      ...(admin.email ? { email: admin.email } : {}),
    },
    options,
  );
}

async function exportCommand({ config, db, subdomain, options }: Command): Promise<void> {
  const now = new Date();
  const file = path.resolve(options.get('out') ?? defaultExportFile(subdomain, now));
  const done = await exportTenant(db, createFileStore(config), subdomain, file, now);
  const rows = Object.values(done.tables).reduce((sum, n) => sum + n, 0);
  const missing = done.missingFiles.length
    ? `; ${done.missingFiles.length} files named by its rows were not in the store (listed in manifest.json)`
    : '';
  console.log(
    `Tenant ${subdomain} exported to ${done.file}: ${rows} rows in ${Object.keys(done.tables).length} tables, ${done.files} files${missing}.`,
  );
}

async function addUserCommand({ config, data, db, subdomain, options }: Command): Promise<void> {
  const role = options.get('role');
  if (!role || !(ROLES as readonly string[]).includes(role))
    throw new TenantInputError(`--role is required: ${ROLES.join(', ')}`);
  const user = newUserFrom(new Map([...options].map(([k, v]) => [`user-${k}`, v])), 'user-', role as Role);
  if (!options.has('username')) throw new TenantInputError('--username is required');
  const customerId = await activeTenantId(db, subdomain);
  const userId = await db.transaction((tx) => addUser(tx, customerId, user));
  const { name } = await userFor(data, customerId, user.username);
  console.log(`User ${user.username} (${role}) added to ${subdomain}.`);
  await tellLink(
    data,
    config,
    {
      customerId,
      userId,
      subdomain,
      tenantName: name,
      mobile: user.mobile,
      ...(user.email ? { email: user.email } : {}),
    },
    options,
  );
}

async function sendLinkCommand({ config, data, db, subdomain, options }: Command): Promise<void> {
  const username = options.get('username');
  if (!username) throw new TenantInputError('--username is required');
  const customerId = await activeTenantId(db, subdomain);
  const user = await userFor(data, customerId, username);
  await tellLink(
    data,
    config,
    {
      customerId,
      userId: user.id,
      subdomain,
      tenantName: user.name,
      mobile: user.mobile_phone,
      ...(user.email ? { email: user.email } : {}),
    },
    options,
  );
}

async function run(parsed: Parsed, config: Config, data: OpenData): Promise<void> {
  const { command, options } = parsed;
  const subdomain = parsed.subdomain ?? '';
  const db = crossTenant(
    data.db,
    'the operator’s commands create, change, export and remove tenants by name',
  );
  const origin = tenantOrigin(config, subdomain, options.get('origin'));
  const ctx: Command = { config, data, db, subdomain, origin, options };
  switch (command) {
    case 'list':
      return listCommand(ctx);
    case 'create':
      return createCommand(ctx);
    case 'update':
      await db.transaction((tx) => updateTenant(tx, subdomain, tenantSettingsFrom(options)));
      console.log(`Tenant ${subdomain} updated (a running server sees it within seconds).`);
      return;
    case 'deactivate':
      await db.transaction((tx) => deactivateTenant(tx, subdomain));
      console.log(
        `Tenant ${subdomain} deactivated: its address no longer answers and its sessions ended; its data is kept.`,
      );
      return;
    case 'reactivate':
      await db.transaction((tx) => reactivateTenant(tx, subdomain));
      console.log(`Tenant ${subdomain} reactivated: its address answers again; its users sign in anew.`);
      return;
    case 'delete':
      await db.transaction((tx) => deleteTenant(tx, subdomain, options.get('confirm')));
      console.log(
        `Tenant ${subdomain} deleted: its rows are gone from the database. Backups taken earlier still hold them until they age out; its uploaded files stay in the file store until removed there.`,
      );
      return;
    case 'export':
      return exportCommand(ctx);
    case 'add-user':
      return addUserCommand(ctx);
    case 'send-link':
      return sendLinkCommand(ctx);
  }
}

async function main(): Promise<void> {
  // Arguments and settings first: a mistake is reported before DATA_DIR or the database is touched.
  const parsed = parseTenantArgs(process.argv.slice(2));
  const config = loadConfig();
  if (parsed.command === 'create') {
    tenantSettingsFrom(parsed.options);
    newUserFrom(parsed.options, 'admin-', 'admin');
  }
  const data = await openData(config, await holdDataDir(config, `npm run tenant -- ${parsed.command}`));
  try {
    await run(parsed, config, data);
  } finally {
    await data.close();
  }
}

main().catch((error: unknown) => {
  const known = [
    ConfigError,
    MigrationError,
    DatabaseUnavailableError,
    DataDirLockedError,
    SessionKeyError,
    TenantInputError,
  ] as const;
  console.error(oneLine(error, 'Failed', known));
  process.exit(1);
});
