import { generateShortCode, normalizeShortCode } from '../codes/short-code.ts';

/**
 * An order's code, as buyers and staff say it ("order K7QX2M"): 6 characters of the short codes' alphabet
 * (31^6, about 887 million), unique within its event, so an event of a million orders draws again rarely.
 */
export const ORDER_CODE_LENGTH = 6;

export const generateOrderCode = (): string => generateShortCode(ORDER_CODE_LENGTH);

/** A typed order code as stored (case, spaces and hyphens ignored), or null when it cannot be one. */
export const normalizeOrderCode = (typed: string): string | null => normalizeShortCode(typed, ORDER_CODE_LENGTH);
