// Loaded when the buyer presses "Get tickets": the shared rules bring zod, which reading the page never needs.
export { reserveInputSchema } from '@admit/shared';
