import { validate } from '@admit/shared';
import { badUserInput } from './errors.ts';

/** The shared zod rules, on the server: the parsed value, or BAD_USER_INPUT naming each field refused. */
export function parseInput<T>(schema: Parameters<typeof validate<T>>[0], input: unknown): T {
  const parsed = validate(schema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  return parsed.value;
}
