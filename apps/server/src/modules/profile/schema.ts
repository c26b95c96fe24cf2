import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/schema.ts';

/** Personal details of a player (SPEC.md §3 Profile); a missing row means nothing filled in yet. */
export const playerProfiles = pgTable('player_profiles', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nickName: text('nick_name'),
  avatar: text('avatar'),
  address: text('address'),
  address2: text('address2'),
  zipCode: text('zip_code'),
  country: text('country'),
  city: text('city'),
  state: text('state'),
  gender: text('gender', { enum: ['Male', 'Female'] }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  /** E.164 ('+353851234567'); the API answers it split at the end of its country calling code (SPEC.md §3). */
  phone: text('phone'),
  receiveEmailPromo: boolean('receive_email_promo').notNull().default(false),
  idVerified: boolean('id_verified').notNull().default(false),
  billVerified: boolean('bill_verified').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profileTables = { playerProfiles };
