export * from './auth.ts';
export * from './constants.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './paths.ts';
export * from './platform.ts';
export * from './profile.ts';
