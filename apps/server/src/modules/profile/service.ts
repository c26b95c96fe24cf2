import type { Profile } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { AccountsService } from '../accounts/service.ts';
import { profileRepo } from './repo.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

/** Until the player fills in their names, they come from the full name given at registration. */
function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const unixSeconds = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 1000);

export function createProfileService({ db, accounts }: { db: Database; accounts: AccountsService }) {
  return {
    /** Cashouts need both the identity and the address verified (SPEC.md §6). */
    async isVerifiedForCashout(playerId: string): Promise<boolean> {
      const row = await profileRepo.findByPlayer(db, playerId);
      return Boolean(row?.idVerified && row.billVerified);
    },

    async getProfile(playerId: string): Promise<Profile> {
      const [account, row] = await Promise.all([accounts.getAccount(playerId), profileRepo.findByPlayer(db, playerId)]);
      const registeredName = splitFullName(account.fullName);
      return {
        id: account.id,
        email: account.email,
        confirmed: account.confirmed,
        firstName: row?.firstName ?? registeredName.firstName,
        lastName: row?.lastName ?? registeredName.lastName,
        nickName: row?.nickName ?? null,
        avatar: row?.avatar ?? null,
        idVerification: { verified: row?.idVerified ?? false },
        billVerification: { verified: row?.billVerified ?? false },
        receiveEmailPromo: row?.receiveEmailPromo ?? false,
        currency: account.currency,
        language: account.language,
        details: {
          address: row?.address ?? null,
          address2: row?.address2 ?? null,
          zipCode: row?.zipCode ?? null,
          country: row?.country ?? null,
          city: row?.city ?? null,
          state: row?.state ?? null,
          gender: row?.gender ?? null,
          dateOfBirth: row?.dateOfBirth ? unixSeconds(row.dateOfBirth) : null,
          phone: { phoneNumber: row?.phoneNumber ?? null, dialingCode: row?.dialingCode ?? null },
        },
      };
    },
  };
}
