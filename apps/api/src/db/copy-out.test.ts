import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inlineParameters } from './copy-out.ts';

// COPY takes no parameters, so an export's filters are written into its statement (db/copy-out.ts). What a buyer
// or an organizer typed must stay a value, whatever it holds.
describe('parameters written into a COPY statement', () => {
  it('writes text as quoted literals, quotes and backslashes kept, and never reads a placeholder inside one', () => {
    const typed = ["O'Brien", 'C:\\tickets', '$1 and $2'];
    const text = inlineParameters(sql`select ${typed[0]}, ${typed[1]}, ${typed[2]}`);
    expect(text).toBe(`select 'O''Brien',  E'C:\\\\tickets', '$1 and $2'`);
  });

  it('tells $1 from $10 and beyond, and leaves no placeholder behind', () => {
    const values = Array.from({ length: 12 }, (_, i) => `v${i + 1}`);
    const text = inlineParameters(
      sql`select ${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}`,
    );
    expect(text).toBe(`select ${values.map((v) => `'${v}'`).join(', ')}`);
  });

  it('keeps a negative number one value after an operator, and writes nulls, flags and instants', () => {
    expect(inlineParameters(sql`select 1-${-5}`)).toBe('select 1-(-5)');
    expect(inlineParameters(sql`select ${null}, ${true}, ${new Date('2026-06-01T18:00:00Z')}`)).toBe(
      "select null, true, '2026-06-01T18:00:00.000Z'",
    );
  });

  it('refuses a value it cannot write as a literal', () => {
    expect(() => inlineParameters(sql`select ${{ a: 1 }}`)).toThrow(TypeError);
  });
});
