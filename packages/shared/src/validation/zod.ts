import { z } from 'zod';

/**
 * Zod as every shared rule uses it, configured once. `jitless`: otherwise zod probes whether it may compile
 * parsers with `new Function`, and under Admit's Content-Security-Policy (no eval) that probe is reported as a
 * violation on every page that loads the rules, even though zod catches it. The compiled path only pays off for
 * large objects; forms and API inputs are small.
 */
z.config({ jitless: true });

export { z };
