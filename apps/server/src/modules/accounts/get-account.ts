import { messages } from '@lodestar/contracts';
import { NotAuthenticated } from '../../platform/domain-errors.ts';
import type { AccountsContext } from './account-context.ts';
import { accountsRepo as repo } from './repo.ts';

export interface AccountSummary {
  id: string;
  email: string;
  fullName: string;
  confirmed: boolean;
  currency: string;
  language: string;
}

export async function getAccount({ db }: AccountsContext, playerId: string): Promise<AccountSummary> {
  const player = await repo.findPlayerById(db, playerId);
  if (!player) throw new NotAuthenticated(messages.http.unauthorized);
  return {
    id: player.id,
    email: player.email,
    fullName: player.fullName,
    confirmed: player.emailConfirmedAt !== null,
    currency: player.currency,
    language: player.language,
  };
}
