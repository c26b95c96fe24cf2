/**
 * The contracts that need no zod: constants, texts, paths and plain functions (`@lodestar/contracts/schema-free`).
 * Importing the package's index evaluates every schema, and zod with them: the web app's first screen imports from
 * here instead, and its types with `import type` from the index, so its first load carries neither (issue 12: first-load
 * JS ≤ 150 KB gzip). Nothing here may import zod, another package (the phone rules load libphonenumber's metadata:
 * they live in the index) or a module that does (apps/web/src/lib/schema-free-contracts.test.ts).
 */
export * from './birth-date.ts';
export * from './constants.ts';
export * from './countries.ts';
export * from './error-codes.ts';
export * from './game-artwork.ts';
export * from './first-screens.ts';
export * from './game-route.ts';
export * from './messages.ts';
export * from './money-units.ts';
export * from './paths.ts';
export * from './payment-methods.ts';
export * from './studio-paths.ts';
