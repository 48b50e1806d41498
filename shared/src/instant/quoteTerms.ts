// A quote's time and what is said when it runs out, without zod: the instant page's first screen uses them, where
// zod's full build must not load (docs/benchmarks.md "First load").

/** How long a quote holds its price; the page counts it down. */
export const QUOTE_TTL_SECONDS = 15;

/** Said when the quote's time is up: the person asks for a new one; nothing was bought or sold. */
export const QUOTE_EXPIRED = 'This quote has expired. Please get a new quote';
