/**
 * The studio API of Lodestar Originals (DESIGN.md "Games"): what the game clients under /studio/ call. Every
 * call carries the launch token of the game session in the STUDIO_TOKEN_HEADER; the token binds player, game,
 * currency and mode. Real-money rounds move money only through the provider wallet API; demo rounds use a
 * virtual balance that never reaches the ledger. Amounts are integers in minor units, as decimal strings.
 *
 * Its addresses, without zod (studio.ts has the calls' schemas): the game client's page needs them on its first
 * load, and parses the answers with the schemas in a task of their own (issue 12).
 */
export const STUDIO_API_PREFIX = '/studio-api/v1';
export const STUDIO_TOKEN_HEADER = 'x-launch-token';
export const studioPaths = {
  session: `${STUDIO_API_PREFIX}/session`,
  rounds: `${STUDIO_API_PREFIX}/rounds`,
  roundAction: (roundId: string) => `${STUDIO_API_PREFIX}/rounds/${encodeURIComponent(roundId)}/actions`,
  fairness: `${STUDIO_API_PREFIX}/fairness`,
  /** PUT: reveals the server seed and starts a new pair at nonce 0 on the client seed sent (a rotation). */
  clientSeed: `${STUDIO_API_PREFIX}/fairness/client-seed`,
} as const;

/** The game client's page: /studio/{launchId}/?token=…&mode=real|demo. */
export const studioClientPath = (launchId: string) => `/studio/${encodeURIComponent(launchId)}/`;
