// Intl formatters made on first use rather than when their module loads: a browser's first Intl object of a kind
// loads ICU's locale data (~60 ms on this machine, ~250 ms on Lighthouse's phone profile), which every page that
// merely imports the module would otherwise pay while it starts (issue #18).

/** A getter that makes the formatter on its first call and returns the same one after. */
export function lazyIntl<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
