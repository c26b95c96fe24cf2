import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { RoundActionRequest, RoundResponse, StudioRound, StudioSession } from '@lodestar/contracts';
import { errorCodes } from '@lodestar/contracts/schema-free';
import { isApiError } from '@/lib/api-client';
import { tellCasino } from '@/lib/game-frame-protocol';
import { studioQueryKeys, type StudioApi } from '../api';
import { answerWithholding, sessionAfterRound } from './session-figures';

export interface StudioProblem {
  message: string;
  /** The API's error code, when the server answered. */
  code?: string;
}

/** Plinko's balls in flight at once; every other game plays one call at a time. */
export const MAX_PLAYS_IN_FLIGHT = 10;

const CONNECTION_PROBLEM = 'The game could not reach the casino. Check your connection and try again.';

const problemOf = (error: unknown): StudioProblem =>
  isApiError(error) ? { message: error.body.message, code: error.body.code } : { message: CONNECTION_PROBLEM };

let playCount = 0;
const nextPlayId = () => `play-${Date.now().toString(36)}-${(playCount += 1)}`;

/** A round whose win the game has not shown yet, and the play that opened it (named to the casino page). */
interface HeldPlay {
  playId: string;
  round: StudioRound;
}

export interface PlayOptions {
  /** The game animates its result: the win is held back (here and in the casino's balance) until revealWin(round.id). */
  holdWin?: boolean;
  /** Several plays may be in flight at once (plinko's balls), up to MAX_PLAYS_IN_FLIGHT. */
  concurrent?: boolean;
  /** One of the player's free spins (a slot's): the server plays it at the promotion's stake. */
  freeSpin?: boolean;
}

/**
 * play and act for the game clients. One call at a time (a second click while a round is in flight does nothing,
 * so one click is one round) unless the game plays concurrently; the session figures refreshed from every answer;
 * the API's refusal kept for the shell's alert instead of being thrown at the game. Every play is announced to the
 * casino page around the frame before it goes out and again once its result is on screen, so the site's balance
 * never shows a result first (packages/games/docs/game-frame-protocol.md).
 */
export function useRounds(api: StudioApi, token: string) {
  const queryClient = useQueryClient();
  const inFlight = useRef(0);
  const [playsInFlight, setPlaysInFlight] = useState(0);
  const [problem, setProblem] = useState<StudioProblem | null>(null);
  const held = useRef(new Map<string, HeldPlay>());
  const latestAnswer = useRef<RoundResponse | null>(null);

  const showLatestAnswer = useCallback(() => {
    const answer = latestAnswer.current;
    if (!answer) return;
    const shown = answerWithholding(
      answer,
      [...held.current.values()].map((play) => play.round),
    );
    queryClient.setQueryData<StudioSession>(studioQueryKeys.session(token), (session) => session && sessionAfterRound(session, shown));
  }, [queryClient, token]);

  const reveal = useCallback((roundId: string) => {
    const play = held.current.get(roundId);
    if (!play) return;
    held.current.delete(roundId);
    tellCasino({ type: 'lodestar:round-settled-shown', playId: play.playId, roundId });
  }, []);

  const run = useCallback(
    async (call: () => Promise<RoundResponse>, { holdWin = false, concurrent = false }: PlayOptions = {}): Promise<StudioRound | undefined> => {
      if (inFlight.current >= (concurrent ? MAX_PLAYS_IN_FLIGHT : 1)) return undefined;
      // A one-at-a-time game that plays again has shown its last result, whether or not it said so.
      if (!concurrent) for (const roundId of [...held.current.keys()]) reveal(roundId);
      inFlight.current += 1;
      setPlaysInFlight(inFlight.current);
      setProblem(null);
      const playId = nextPlayId();
      tellCasino({ type: 'lodestar:round-started', playId });
      try {
        const answer = await call();
        latestAnswer.current = answer;
        if (holdWin) held.current.set(answer.round.id, { playId, round: answer.round });
        else tellCasino({ type: 'lodestar:round-settled-shown', playId, roundId: answer.round.id });
        showLatestAnswer();
        void queryClient.invalidateQueries({ queryKey: studioQueryKeys.fairness(token) });
        return answer.round;
      } catch (error) {
        tellCasino({ type: 'lodestar:round-settled-shown', playId });
        setProblem(problemOf(error));
        // A refused bet may still mean the balance moved elsewhere (a deposit, another tab): show the true one.
        if (isApiError(error) && error.body.code === errorCodes.notEnoughMoney) {
          void queryClient.invalidateQueries({ queryKey: studioQueryKeys.session(token) });
        }
        return undefined;
      } finally {
        inFlight.current -= 1;
        setPlaysInFlight(inFlight.current);
      }
    },
    [queryClient, token, reveal, showLatestAnswer],
  );

  const play = useCallback(
    (stake: bigint, params: Record<string, unknown>, options?: PlayOptions) =>
      run(() => api.play({ stake: stake.toString(), params, ...(options?.freeSpin ? { freeSpin: true } : {}) }), options),
    [api, run],
  );
  const revealWin = useCallback(
    (roundId: string) => {
      reveal(roundId);
      showLatestAnswer();
    },
    [reveal, showLatestAnswer],
  );
  const act = useCallback((roundId: string, action: RoundActionRequest) => run(() => api.act(roundId, action)), [api, run]);
  const dismissProblem = useCallback(() => setProblem(null), []);

  return { play, act, revealWin, busy: playsInFlight > 0, playsInFlight, problem, dismissProblem };
}
