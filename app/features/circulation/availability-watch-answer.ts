// The answer of the work page's "Varsle meg når den er ledig" form (issue #20, docs/decisions/035), shared by the
// action (server) and the form (browser).
export type WatchIntent = 'watch' | 'unwatch';

export const WATCH_INTENTS: readonly string[] = ['watch', 'unwatch'] satisfies WatchIntent[];

export type WatchAnswer = { intent: WatchIntent; kind: 'watching'; watching: boolean } | { intent: WatchIntent; kind: 'failed'; text: string };

export const watchTexts = {
  watch: 'Varsle meg når den er ledig',
  watching: 'Du får beskjed når den er ledig',
  unwatch: 'Ikke varsle meg likevel',
  failed: 'Det gikk ikke å lagre varselet. Prøv igjen.',
  networkFailed: 'Fikk ikke kontakt med biblioteket. Sjekk nettforbindelsen og prøv igjen.',
};

/** With JavaScript: a post that never reached the server. */
export const watchNetworkFailure = (intent: WatchIntent): WatchAnswer => ({ intent, kind: 'failed', text: watchTexts.networkFailed });
