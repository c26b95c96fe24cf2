/** Every table, re-exported for drizzle-kit and for the typed client. */
export * from '../modules/accounts/schema.ts';
export * from '../modules/currencies/schema.ts';
export * from '../modules/error-reports/schema.ts';
export * from '../modules/games/schema.ts';
export * from '../modules/ledger/schema.ts';
export * from '../modules/profile/schema.ts';
export * from '../modules/provider-wallet/schema.ts';
export * from '../modules/studio/schema.ts';
export * from '../modules/wallet/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/reality-check/schema.ts';
export * from '../modules/kyc/schema.ts';
export * from '../modules/responsible-gambling/schema.ts';
export * from '../modules/promotions/schema.ts';
export * from '../modules/loyalty/schema.ts';
export * from '../modules/staff/schema.ts';
export * from '../modules/audit/schema.ts';
