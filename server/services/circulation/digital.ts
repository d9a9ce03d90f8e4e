// Digital loans (e-books, e-audiobooks) behind a provider interface: the built-in one reads the seeded table; a real one calls the vendor.
import { asc, eq } from 'drizzle-orm';
import { digitalLoans } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';

export interface DigitalLoan {
  id: string;
  provider: string;
  title: string;
  author: string | null;
  format: 'e-bok' | 'e-lydbok';
  loanedAt: string;
  expiresAt: string;
  /** Where the patron reads or listens (the provider's site or app link). */
  url: string;
}

export interface DigitalLoanProvider {
  readonly name: string;
  listLoans(ctx: ServiceContext, userId: number): Promise<DigitalLoan[]>;
}

/** The embedded provider: loans registered in the digital_loans table (demo data). */
const tableDigitalLoanProvider: DigitalLoanProvider = {
  name: 'Biblio',
  async listLoans(ctx, userId) {
    const rows = await ctx.db
      .select()
      .from(digitalLoans)
      .where(eq(digitalLoans.userId, userId))
      .orderBy(asc(digitalLoans.expiresAt));
    return rows.map((r) => ({
      id: String(r.id),
      provider: r.provider,
      title: r.title,
      author: r.author,
      format: r.format === 'e-lydbok' ? 'e-lydbok' : 'e-bok',
      loanedAt: r.loanedAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      url: r.url,
    }));
  },
};

/** Active loans across providers (one today); expired loans are not shown. */
export async function listDigitalLoans(
  ctx: ServiceContext,
  userId: number,
  providers: readonly DigitalLoanProvider[] = [tableDigitalLoanProvider],
): Promise<DigitalLoan[]> {
  const now = ctx.clock().getTime();
  const lists = await Promise.all(providers.map((p) => p.listLoans(ctx, userId)));
  return lists.flat().filter((l) => Date.parse(l.expiresAt) > now);
}
