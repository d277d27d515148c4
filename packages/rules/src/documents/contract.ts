// The documents area's REST contract (issue 25): its routes as `defineRoute` values, registered by the
// server (server/src/areas/documents) and called by its app (`api.call`). Being filled as the area moves
// onto the kit.
export const documentsContract = {} as const;
