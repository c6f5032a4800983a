export * from './error-codes.ts';
export * from './validation/account.ts';
export * from './validation/field-errors.ts';
export * from './sign-in-methods.ts';
export * from './validation/phone.ts';
