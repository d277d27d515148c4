// Issue 29 item 2: the adapter to the national business register (Brønnøysundregistrene's open
// Enhetsregisteret API). Its address is configuration (BUSINESS_REGISTER_URL, read and checked when
// the area starts); the client gives each request a time-out and retries a failed or slow one
// (network error, time-out, 5xx) twice with a short back-off; an answer that is not the register's
// JSON is refused as garbage. Without an address the local stand-in answers in-process
// (register-fixture.ts), in the same JSON, read by the same code.
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { crmError } from './crm-errors';
import { fixtureAnswer } from './register-fixture';

export interface RegisterHit {
  orgNumber: string;
  name: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  industryCode: string | null;
  industryName: string | null;
  employees: number | null;
}

export interface BusinessRegister {
  /** Units whose name contains the words, at most `size`. */
  search(name: string, size?: number): Promise<RegisterHit[]>;
  /** The unit with the number, or null when the register has none. */
  lookup(orgNumber: string): Promise<RegisterHit | null>;
}

const unitSchema = z.object({
  organisasjonsnummer: z.string().regex(/^\d{9}$/),
  navn: z.string().min(1).max(500),
  antallAnsatte: z.number().int().min(0).nullish(),
  forretningsadresse: z
    .object({
      adresse: z.array(z.string()).nullish(),
      postnummer: z.string().nullish(),
      poststed: z.string().nullish(),
    })
    .nullish(),
  naeringskode1: z.object({ kode: z.string(), beskrivelse: z.string().nullish() }).nullish(),
});
const searchSchema = z.object({ _embedded: z.object({ enheter: z.array(unitSchema) }).optional() });

function hitOf(unit: z.infer<typeof unitSchema>): RegisterHit {
  const address = unit.forretningsadresse;
  return {
    orgNumber: unit.organisasjonsnummer,
    name: unit.navn,
    address: address?.adresse?.filter(Boolean).join(', ') || null,
    postalCode: address?.postnummer ?? null,
    city: address?.poststed ?? null,
    industryCode: unit.naeringskode1?.kode ?? null,
    industryName: unit.naeringskode1?.beskrivelse ?? null,
    employees: unit.antallAnsatte ?? null,
  };
}

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw crmError(502, 'crm.registerGarbage');
  return result.data;
}

type Fetcher = (path: string) => Promise<{ status: number; body: unknown }>;

/** Reads the register's answers, whoever fetches them. */
export function registerOver(fetcher: Fetcher): BusinessRegister {
  return {
    async search(name, size = 20) {
      const query = new URLSearchParams({ navn: name, size: String(size) });
      const { status, body } = await fetcher(`/enhetsregisteret/api/enheter?${query.toString()}`);
      if (status !== 200) throw crmError(502, 'crm.registerGarbage');
      return (parsed(searchSchema, body)._embedded?.enheter ?? []).map(hitOf);
    },
    async lookup(orgNumber) {
      const { status, body } = await fetcher(`/enhetsregisteret/api/enheter/${orgNumber}`);
      if (status === 404 || status === 410) return null;
      if (status !== 200) throw crmError(502, 'crm.registerGarbage');
      return hitOf(parsed(unitSchema, body));
    },
  };
}

export interface ClientOptions {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET with the time-out; a network error, a time-out or a 5xx is retried. */
export function httpFetcher(baseUrl: string, options: ClientOptions): Fetcher {
  const base = baseUrl.replace(/\/$/, '');
  return async (path) => {
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= options.retries;
      try {
        const response = await fetch(`${base}${path}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.status >= 500 && !last) {
          await response.body?.cancel();
          await wait(options.backoffMs * (attempt + 1));
          continue;
        }
        if (response.status >= 500) throw crmError(504, 'crm.registerUnavailable');
        const text = await response.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw crmError(502, 'crm.registerGarbage');
        }
        return { status: response.status, body };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (last) throw crmError(504, 'crm.registerUnavailable');
        await wait(options.backoffMs * (attempt + 1));
      }
    }
  };
}

/** The in-process stand-in: the fixture's answers without a socket. */
export const standInRegister = (): BusinessRegister =>
  registerOver(async (path) => fixtureAnswer(new URL(path, 'http://stand-in')));

const envSchema = z.object({
  BUSINESS_REGISTER_URL: z.url({ protocol: /^https?$/ }).optional(),
  BUSINESS_REGISTER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
});

/** The register of the configuration: the HTTP client when an address is set, else the stand-in. */
export function configuredRegister(env: NodeJS.ProcessEnv = process.env): BusinessRegister {
  const config = envSchema.parse({
    BUSINESS_REGISTER_URL: env.BUSINESS_REGISTER_URL || undefined,
    BUSINESS_REGISTER_TIMEOUT_MS: env.BUSINESS_REGISTER_TIMEOUT_MS || undefined,
  });
  if (!config.BUSINESS_REGISTER_URL) return standInRegister();
  return registerOver(
    httpFetcher(config.BUSINESS_REGISTER_URL, {
      timeoutMs: config.BUSINESS_REGISTER_TIMEOUT_MS,
      retries: 2,
      backoffMs: 50,
    }),
  );
}
