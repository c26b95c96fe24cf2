import type { Database } from '../../db/client.ts';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens.ts';
import type { GameMode } from './schema.ts';
import { gameSessionRepo, type GameSessionRow, type GameWalletRules } from './session-repo.ts';

export type { GameWalletRules } from './session-repo.ts';

/** Long enough for a playing session, short enough that a leaked launch URL soon stops taking bets. */
export const GAME_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export interface ResolvedGameSession {
  session: GameSessionRow;
  /** The session's game as the provider wallet checks it. */
  rules: GameWalletRules;
  /** Bets need a live token; wins and rollbacks are accepted after expiry (DESIGN.md "Games"). */
  expired: boolean;
}

export type GameSessionService = ReturnType<typeof createGameSessionService>;

export interface GameSessionServiceDeps {
  db: Database;
  now?: () => Date;
  /** Called when a live real-money game session is used: the player is active (it keeps their site session alive). */
  onPlayerActivity?: (playerId: string) => Promise<void>;
}

/** Sessions kept in memory at most: the newest, which are the ones playing. */
const KNOWN_SESSIONS_MAX = 10_000;

export function createGameSessionService({ db, now = () => new Date(), onPlayerActivity }: GameSessionServiceDeps) {
  // Every round resolves its token twice (the studio, then the wallet): a session row never changes once issued, and
  // its game's wallet rules are the catalogue's for the life of the token, so it is read once.
  const known = new Map<string, { session: GameSessionRow; rules: GameWalletRules }>();
  const remember = (tokenHash: string, found: { session: GameSessionRow; rules: GameWalletRules }) => {
    known.delete(tokenHash);
    known.set(tokenHash, found);
    if (known.size > KNOWN_SESSIONS_MAX) known.delete(known.keys().next().value!);
  };

  return {
    async issue(launch: {
      playerId: string | null;
      gameId: string;
      currency: string;
      mode: GameMode;
    }): Promise<{ token: string; session: GameSessionRow }> {
      const token = newSecretToken();
      const session = await gameSessionRepo.insert(db, {
        ...launch,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(now().getTime() + GAME_SESSION_TTL_MS),
      });
      return { token, session };
    },

    /**
     * A token that can only finish what a session already started: it is born expired, so the wallet takes replays of
     * bets already placed, wins and rollbacks on it, but no new bet. The studio's crash recovery settles with it,
     * so no launch token is ever stored, and a wager that never landed cannot land late.
     */
    async issueSettlement(launch: { playerId: string; gameId: string; currency: string }): Promise<{ token: string }> {
      const token = newSecretToken();
      await gameSessionRepo.insert(db, { ...launch, mode: 'real', tokenHash: hashSecretToken(token), expiresAt: now() });
      return { token };
    },

    async resolve(token: string): Promise<ResolvedGameSession | undefined> {
      const tokenHash = hashSecretToken(token);
      const found = known.get(tokenHash) ?? (await gameSessionRepo.findByTokenHash(db, tokenHash));
      if (!found) return undefined;
      remember(tokenHash, found);
      const expired = found.session.expiresAt <= now();
      if (!expired && found.session.playerId && onPlayerActivity) await onPlayerActivity(found.session.playerId);
      return { ...found, expired };
    },
  };
}

/** The provider id of Lodestar Originals, our in-house studio, on the provider wallet API. */
export const STUDIO_PROVIDER_ID = 'lodestar-originals';
