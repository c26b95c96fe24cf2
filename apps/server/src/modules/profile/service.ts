import {
  joinPhone,
  lockedProfileFields,
  MINIMUM_AGE,
  splitPhone,
  SUPPORT_EMAIL,
  toE164,
  type Profile,
  type ProfileUpdateRequest,
  type SelfExcludeResponse,
} from '@lodestar/contracts';
import { ProfileFieldLocked, Underage } from '../../platform/domain-errors.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { AccountsService } from '../accounts/index.ts';
import { profileRepo } from './repo.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

/** Until the player fills in their names, they come from the full name given at registration. */
function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const unixSeconds = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 1000);
const isoDateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The value a locked field shows now, as the request would send it. */
function currentValue(profile: Profile, field: (typeof lockedProfileFields)[number]): string | number | null {
  if (field === 'firstName' || field === 'lastName') return profile[field] || null;
  return profile.details[field];
}

const fieldLocked = (field: string) => new ProfileFieldLocked(`${field} can no longer be changed, please contact support at ${SUPPORT_EMAIL}`, field);

/** The phone a request sends, in E.164 (the contract has checked it is a valid number when both parts are sent). */
const requestedPhone = ({ phoneNumber, dialingCode }: ProfileUpdateRequest) =>
  phoneNumber === undefined || dialingCode === undefined ? undefined : toE164(joinPhone({ phoneNumber, dialingCode }));

function isAdult(dateOfBirthSeconds: number, now: Date): boolean {
  const birth = new Date(dateOfBirthSeconds * 1000);
  const adulthood = new Date(Date.UTC(birth.getUTCFullYear() + MINIMUM_AGE, birth.getUTCMonth(), birth.getUTCDate()));
  return adulthood <= now && birth.getUTCFullYear() >= now.getUTCFullYear() - 120;
}

export interface ProfileServiceDeps {
  db: Database;
  accounts: AccountsService;
  /** Responsible gambling's answer: the time-out or self-exclusion running now, which makes the site withdraw-only. */
  runningBreakOf: (playerId: string) => Promise<SelfExcludeResponse | null>;
}

export function createProfileService({ db, accounts, runningBreakOf }: ProfileServiceDeps) {
  const getProfile = async (playerId: string): Promise<Profile> => {
    const [account, row, runningBreak] = await Promise.all([
      accounts.getAccount(playerId),
      profileRepo.findByPlayer(db, playerId),
      runningBreakOf(playerId),
    ]);
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
        phone: (row?.phone && splitPhone(row.phone)) || { phoneNumber: null, dialingCode: null },
      },
      runningBreak,
    };
  };

  return {
    getProfile,

    /**
     * Fills in the player's details. Identity fields that hold a value are locked (SPEC.md §4): changing
     * one is refused, sending the same value again is fine.
     */
    async updateProfile(playerId: string, input: ProfileUpdateRequest): Promise<Profile> {
      const current = await getProfile(playerId);
      for (const field of lockedProfileFields) {
        const value = input[field];
        const existing = currentValue(current, field);
        if (value !== undefined && existing !== null && existing !== '' && value !== existing) {
          throw fieldLocked(field);
        }
      }
      const phone = requestedPhone(input);
      const savedPhone = joinPhone(current.details.phone);
      if (phone !== undefined && savedPhone && phone !== savedPhone) {
        throw fieldLocked('phoneNumber');
      }
      if (input.dateOfBirth !== undefined && !isAdult(input.dateOfBirth, new Date())) {
        throw new Underage(`You must be at least ${MINIMUM_AGE} years old`, 'dateOfBirth');
      }
      const { dateOfBirth, phoneNumber: _phoneNumber, dialingCode: _dialingCode, ...rest } = input;
      await profileRepo.upsert(db, playerId, {
        ...rest,
        ...(dateOfBirth !== undefined ? { dateOfBirth: isoDateOf(dateOfBirth) } : {}),
        ...(phone !== undefined ? { phone } : {}),
      });
      return getProfile(playerId);
    },

    /** Both documents approved (the kyc module decides, inside its own transaction when it passes one). */
    async markDocumentsVerified(playerId: string, executor: Executor = db): Promise<void> {
      await profileRepo.upsert(executor, playerId, { idVerified: true, billVerified: true });
    },
    /** The name and country a document must match, and what is verified already: the staff review's context. */
    async reviewContextOf(playerId: string) {
      const row = await profileRepo.findByPlayer(db, playerId);
      const name = [row?.firstName, row?.lastName].filter(Boolean).join(' ');
      return {
        name: name || null,
        country: row?.country ?? null,
        identityVerified: row?.idVerified ?? false,
        addressVerified: row?.billVerified ?? false,
      };
    },
    /** Cashouts need both the identity and the address verified (SPEC.md §6). */
    async isVerifiedForCashout(playerId: string): Promise<boolean> {
      const row = await profileRepo.findByPlayer(db, playerId);
      return Boolean(row?.idVerified && row.billVerified);
    },
  };
}
