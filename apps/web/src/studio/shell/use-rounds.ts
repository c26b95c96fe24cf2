import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorCodes, type RoundActionRequest, type RoundResponse, type StudioRound, type StudioSession } from '@lodestar/contracts';
import { isApiError } from '@/lib/api-client';
import { studioQueryKeys, type StudioApi } from '../api';
import { answerBeforeWin, sessionAfterRound } from './session-figures';

export interface StudioProblem {
  message: string;
  /** The API's error code, when the server answered. */
  code?: string;
}

const CONNECTION_PROBLEM = 'The game could not reach the casino. Check your connection and try again.';

const problemOf = (error: unknown): StudioProblem =>
  isApiError(error) ? { message: error.body.message, code: error.body.code } : { message: CONNECTION_PROBLEM };

/**
 * play and act for the game clients: one call at a time (a second click while a round is in flight does
 * nothing, so one click is one round), the session figures refreshed from every answer, and the API's refusal
 * kept for the shell's alert instead of being thrown at the game.
 */
export function useRounds(api: StudioApi, token: string) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<StudioProblem | null>(null);
  /** The full answer of a round whose win the game has not shown yet. */
  const heldAnswer = useRef<RoundResponse | null>(null);

  const showAnswer = useCallback(
    (answer: RoundResponse) =>
      queryClient.setQueryData<StudioSession>(studioQueryKeys.session(token), (session) => session && sessionAfterRound(session, answer)),
    [queryClient, token],
  );

  const run = useCallback(
    async (call: () => Promise<RoundResponse>, holdWin = false): Promise<StudioRound | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      heldAnswer.current = null;
      setBusy(true);
      setProblem(null);
      try {
        const answer = await call();
        heldAnswer.current = holdWin ? answer : null;
        showAnswer(holdWin ? answerBeforeWin(answer) : answer);
        void queryClient.invalidateQueries({ queryKey: studioQueryKeys.fairness(token) });
        return answer.round;
      } catch (error) {
        setProblem(problemOf(error));
        // A refused bet may still mean the balance moved elsewhere (a deposit, another tab): show the true one.
        if (isApiError(error) && error.body.code === errorCodes.notEnoughMoney) {
          void queryClient.invalidateQueries({ queryKey: studioQueryKeys.session(token) });
        }
        return undefined;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [queryClient, token, showAnswer],
  );

  const play = useCallback(
    (stake: bigint, params: Record<string, unknown>, options?: { holdWin?: boolean }) =>
      run(() => api.play({ stake: stake.toString(), params }), options?.holdWin),
    [api, run],
  );
  const revealWin = useCallback(() => {
    if (heldAnswer.current) showAnswer(heldAnswer.current);
    heldAnswer.current = null;
  }, [showAnswer]);
  const act = useCallback((roundId: string, action: RoundActionRequest) => run(() => api.act(roundId, action)), [api, run]);
  const dismissProblem = useCallback(() => setProblem(null), []);

  return { play, act, revealWin, busy, problem, dismissProblem };
}
