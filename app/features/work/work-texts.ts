// Texts of the work page's catalogue record details (issue #17): online access, edition, other titles, contents, withdrawn titles.
import type { OnlineLinkKind } from '#core/online-links.ts';

export const workRecordTexts = {
  /** The action of an online link by its kind (MARC 856: an e-book is read, an audiobook heard, a film seen). */
  onlineAction: { read: 'Les på nett', listen: 'Lytt på nett', watch: 'Se på nett', info: 'Mer informasjon' } satisfies Record<OnlineLinkKind, string>,
  /** The link's accessible name: the action, what the record says about it (else the site), and that it leaves the portal. */
  onlineLinkName: (action: string, detail: string) => `${detail ? `${action}: ${detail}` : action} (ekstern lenke)`,
  onlineLinksLabel: (edition: string) => `På nett: ${edition}`,
  /** An edition without copies that can be read, heard or seen online: it is not unavailable. */
  availableOnline: 'Tilgjengelig på nett',
  variantTitles: 'Også kjent som',
  contents: 'Innhold',
  /** The summary of the collapsed rest of a long contents list. */
  showAllContents: (total: number) => `Vis hele innholdet (${total})`,
  hideContents: 'Vis mindre av innholdet',
  withdrawn: 'Denne tittelen er ikke lenger i bibliotekets samling.',
};
