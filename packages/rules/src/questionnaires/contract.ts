// The questionnaires area's REST contract (issue 25): its routes as `defineRoute` values, registered
// by the server (server/src/areas/questionnaires) and called by the artifact app (`api.call`). Being
// filled as the area moves onto the kit.
export const questionnairesContract = {} as const;
