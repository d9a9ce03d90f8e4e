// npm run bench:circulation — N concurrent patrons on PostgreSQL for 60 s doing a realistic mix (view loans and
// reservations, renew, reserve, cancel) through the HTTP API; reports throughput and p50/p95/p99 per action, then
// checks that every acknowledged write is in the database and that no copy is assigned or lent twice.
// Options (environment): BENCH_PATRONS (40), BENCH_SECONDS (60), BENCH_PORT (3330), BENCH_DATABASE_URL (admin URL),
// BUILD_DIR (the build to serve; run npm run build first).
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { cookieClient, type CookieClient } from '#server/testing/cookie-client.ts';
import { DEFAULT_ADMIN_URL, freshPostgresDatabase, percentile, startServer } from './bench-kit.ts';

const PATRONS = Number(process.env.BENCH_PATRONS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;

type Action = 'view loans' | 'view reservations' | 'renew' | 'reserve' | 'cancel';
/** Weights of the mix: patrons mostly look; a third of the calls write. */
const MIX: [Action, number][] = [
  ['view loans', 40],
  ['view reservations', 25],
  ['renew', 15],
  ['reserve', 15],
  ['cancel', 5],
];

interface Acknowledged {
  renewed: Map<number, string>;
  reserved: Set<number>;
  cancelled: Set<number>;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

function chooseAction(): Action {
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [action, weight] of MIX) {
    r -= weight;
    if (r < 0) return action;
  }
  return 'view loans';
}

async function patronLoop(
  client: CookieClient,
  until: number,
  titles: readonly string[],
  pickup: string,
  ack: Acknowledged,
  latencies: Map<Action, number[]>,
  errors: Map<string, number>,
) {
  while (Date.now() < until) {
    const action = chooseAction();
    const started = performance.now();
    let response: Response;
    if (action === 'view loans') response = await client.request('/api/authorized/cicero/loans');
    else if (action === 'view reservations') response = await client.request('/api/authorized/cicero/reservations');
    else if (action === 'renew') {
      const loans = (await (await client.request('/api/authorized/cicero/loans')).json()) as {
        loans: { loanDetails: { loanId: number } }[];
      };
      if (loans.loans.length === 0) continue;
      response = await client.send('POST', '/api/authorized/cicero/renew', [pick(loans.loans).loanDetails.loanId]);
      if (response.ok) {
        for (const r of (await response.clone().json()) as {
          renewalStatus: string;
          loanDetails: { loanId: number; dueDate: string };
        }[]) {
          if (r.renewalStatus === 'renewed') ack.renewed.set(r.loanDetails.loanId, r.loanDetails.dueDate);
        }
      }
    } else if (action === 'reserve') {
      response = await client.send('POST', '/api/authorized/cicero/reservations', {
        recordId: pick(titles),
        libraryId: pickup,
      });
      if (response.ok) ack.reserved.add(((await response.clone().json()) as { id: number }).id);
    } else {
      const state = (await (await client.request('/api/authorized/cicero/reservations')).json()) as {
        reservations: { id: number; status: string }[];
      };
      const waiting = state.reservations.filter((r) => r.status === 'waiting' || r.status === 'picking');
      if (waiting.length === 0) continue;
      const id = pick(waiting).id;
      response = await client.send('DELETE', '/api/authorized/cicero/reservations', { reservationId: id });
      if (response.ok) ack.cancelled.add(id);
    }
    await response.arrayBuffer().catch(() => undefined);
    const ms = performance.now() - started;
    // Refusals (409: already reserved, maximum reached) are correct answers of the rules, not failures.
    if (response.status >= 500 || response.status === 400 || response.status === 403) {
      const key = `${action} → ${response.status}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    latencies.get(action)!.push(ms);
  }
}

async function main() {
  const url = await freshPostgresDatabase('bibliotek_bench_circulation', ADMIN_URL);
  const database = await openDatabase({ url });
  await database.migrate();
  await seedDemoLibrary(database.db);
  // Popular titles (few copies) so patrons compete for the same copies.
  const titles = (
    await database.db.execute<{ record_id: string }>(sql`
      select p.record_id from publications p join items i on i.publication_id = p.id
      where p.media_type = 'Bok' group by p.id having count(*) <= 2 order by p.id limit 60`)
  ).rows.map((r) => r.record_id);
  const [pickup] = (
    await database.db.execute<{ cicero_id: string }>(
      sql`select cicero_id from libraries where is_pickup_branch and cicero_id is not null order by id limit 1`,
    )
  ).rows;
  const cards = (
    await database.db.execute<{ card_number: string }>(sql`
      select card_number from users u where card_number like '300%' and cardinality(block_statuses) = 0
      and not exists (select 1 from fines f where f.user_id = u.id and f.paid_at is null) order by id limit ${PATRONS}`)
  ).rows.map((r) => r.card_number);

  const server = await startServer({ DATABASE_URL: url }, PORT);
  try {
    const clients = await Promise.all(
      cards.map(async (card) => {
        const client = cookieClient((path, init) => fetch(server.base + path, init));
        const login = await client.login(card, '0000');
        if (!login.ok) throw new Error(`login ${card} → ${login.status}`);
        return client;
      }),
    );
    const ack: Acknowledged = { renewed: new Map(), reserved: new Set(), cancelled: new Set() };
    const latencies = new Map<Action, number[]>(MIX.map(([a]) => [a, []]));
    const errors = new Map<string, number>();
    const started = Date.now();
    await Promise.all(
      clients.map((c) => patronLoop(c, started + SECONDS * 1000, titles, pickup.cicero_id, ack, latencies, errors)),
    );
    const elapsed = (Date.now() - started) / 1000;

    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    console.log(
      `\n${clients.length} patrons, ${elapsed.toFixed(0)} s on PostgreSQL: ${all.length} calls, ${(all.length / elapsed).toFixed(0)} calls/s`,
    );
    console.log('action               calls   p50 ms   p95 ms   p99 ms');
    for (const [action, values] of latencies) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${action.padEnd(20)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
      );
    }
    console.log(
      `all                  ${String(all.length).padStart(6)} ${percentile(all, 50).toFixed(1).padStart(8)} ${percentile(all, 95).toFixed(1).padStart(8)} ${percentile(all, 99).toFixed(1).padStart(8)}`,
    );
    console.log(
      errors.size
        ? `unexpected answers: ${[...errors].map(([k, n]) => `${k} ×${n}`).join(', ')}`
        : 'unexpected answers: none',
    );

    // Every acknowledged write is there; no copy is assigned to two reservations or lent twice.
    const problems: string[] = [];
    const reservedRows = (
      await database.db.execute<{ id: number; status: string }>(
        sql`select id, status from reservations where id in (${sql.join(
          [...ack.reserved, -1].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).rows;
    const statusById = new Map(reservedRows.map((r) => [Number(r.id), r.status]));
    for (const id of ack.reserved) if (!statusById.has(id)) problems.push(`reservation ${id} acknowledged but missing`);
    for (const id of ack.cancelled) {
      const [row] = (
        await database.db.execute<{ status: string }>(sql`select status from reservations where id = ${id}`)
      ).rows;
      if (row?.status !== 'cancelled') problems.push(`reservation ${id} cancelled but ${row?.status ?? 'missing'}`);
    }
    for (const [loanId, due] of ack.renewed) {
      const [row] = (
        await database.db.execute<{ due_date: string }>(sql`select due_date::text from loans where id = ${loanId}`)
      ).rows;
      if (!row || row.due_date < due)
        problems.push(`loan ${loanId} renewed to ${due} but is ${row?.due_date ?? 'missing'}`);
    }
    const doubleAssigned = (
      await database.db.execute(sql`
      select item_id from reservations where status in ('picking','in_transit','ready_for_pickup') group by item_id having count(*) > 1`)
    ).rows.length;
    const doubleLent = (
      await database.db.execute(
        sql`select item_id from loans where returned_at is null group by item_id having count(*) > 1`,
      )
    ).rows.length;
    const strayCopies = (
      await database.db.execute(sql`
      select i.id from items i where i.status = 'picking'
      and not exists (select 1 from reservations r where r.item_id = i.id and r.status = 'picking')`)
    ).rows.length;
    if (doubleAssigned) problems.push(`${doubleAssigned} copies assigned to two reservations`);
    if (doubleLent) problems.push(`${doubleLent} copies lent twice`);
    if (strayCopies) problems.push(`${strayCopies} copies marked for picking without a reservation`);
    console.log(
      `verified: ${ack.reserved.size} reservations, ${ack.cancelled.size} cancellations, ${ack.renewed.size} renewals acknowledged; ` +
        (problems.length
          ? `PROBLEMS:\n  ${problems.join('\n  ')}`
          : 'all present, no copy double-assigned or double-lent'),
    );
    if (problems.length) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.close();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
