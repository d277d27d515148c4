// The users (administration) area's REST contract (issue 25): its routes as `defineRoute` values, registered by the
// server (server/src/areas/../users) and called by its app (`api.call`). Being filled as the area moves
// onto the kit.
export const usersContract = {} as const;
