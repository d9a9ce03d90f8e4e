// node-postgres runs one query at a time on a connection and queues the rest; pg 9 refuses a query sent while another
// runs (8.x warns once per process, so CI printed it and went on). On one connection means inside one transaction, so
// the likely cause is a Promise.all over the transaction's queries: in the tests that throws at once, naming the place.
import pg from 'pg';

const GUARDED = Symbol.for('bibliotek.oneQueryPerConnection');
type GuardedClient = typeof pg.Client.prototype & {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
};

const prototype = pg.Client.prototype as GuardedClient & { [GUARDED]?: true };
if (!prototype[GUARDED]) {
  prototype[GUARDED] = true;
  const query = prototype.query;
  prototype.query = function (this: GuardedClient, ...args: unknown[]) {
    if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0)) {
      throw new Error('A query was sent on a connection that is running another (a Promise.all inside a transaction?)');
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof prototype.query;
}
