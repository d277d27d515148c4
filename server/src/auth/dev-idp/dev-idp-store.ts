// The dev identity provider keeps its artifacts in memory (it is dev-only: a restart signs
// everybody out of it, which is fine). Written as an adapter so oidc-provider does not warn about
// its own quick-start store on every start.
type Payload = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; consumed?: number };

const MAX_ENTRIES = 10_000;

export function createDevIdpStore() {
  const entries = new Map<string, { payload: Payload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class DevIdpStore {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Payload, expiresIn: number) {
      if (entries.size > MAX_ENTRIES) entries.clear();
      entries.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, entry] of entries) if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(key);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of entries) if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return live(key);
      return undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      entries.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}
