/**
 * Preloaded into each rush instance (node --import) when the rush measures what each step costs: counts the
 * statements the API sends to PostgreSQL (every pg client query, BEGIN and COMMIT included) and tells the parent
 * the count when asked over IPC. The API's code is unchanged.
 */
import pg from 'pg';

type Query = (this: unknown, ...args: unknown[]) => unknown;
const prototype = pg.Client.prototype as unknown as { query: Query };
const query = prototype.query;
let statements = 0;
prototype.query = function (this: unknown, ...args: unknown[]) {
  statements++;
  return query.apply(this, args);
};

process.on('message', (message) => {
  if (message === 'statements') process.send?.({ statements });
});
// The channel must not keep the instance alive once it is told to stop.
process.channel?.unref();
