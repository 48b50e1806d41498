// An invoice's page path, without zod: the history lists link to it on screens where zod's full build must not
// load (docs/benchmarks.md "First load"). Re-exported by schemas.ts, which checks a path's query.

/** The invoice's page: /in/invoice/instant/<order id> or /in/invoice/trade/<PAIR>/<trade id>. */
export function invoicePath(query: { readonly source: 'instant' | 'trade'; readonly ref: string }): string {
  return query.source === 'instant'
    ? `/in/invoice/instant/${query.ref}`
    : `/in/invoice/trade/${query.ref.replace(':', '/')}`;
}
