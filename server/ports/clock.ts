// The clock port: "now" for every service, injected so the spec's time rules are tested with a clock a test sets.
export type Clock = () => Date;

/** The real adapter: the machine's time. */
export const systemClock: Clock = () => new Date();
