// market.prices as a query: the BFF's live copy of the prices channel when a browser keeps it open, else one
// upstream call shared by every request that arrives while it runs (and for a moment after), so a thousand
// dashboards loading at once cost the provider one call.

import { marketCalls } from '@sikka/shared/market/calls';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { PRICES_CHANNEL } from '@sikka/shared/realtime/stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderClient } from '../upstream/client.ts';
import type { UpstreamStream } from './upstreamStream.ts';

/** How long a fetched table answers later requests; well under the stream's tick, so never visibly stale. */
const REUSE_MS = 1_000;

export class PricesSource {
  #inflight: Promise<AllPricesResponse> | null = null;
  #fetched: { at: number; prices: AllPricesResponse } | null = null;

  constructor(
    private readonly stream: UpstreamStream,
    private readonly provider: ProviderClient,
  ) {}

  async current(options: { requestId: string; log: FastifyBaseLogger }): Promise<AllPricesResponse> {
    const live = this.stream.latest<AllPricesResponse>(PRICES_CHANNEL)?.value;
    if (live?.type === 'snapshot') return live.data;
    if (this.#fetched && Date.now() - this.#fetched.at < REUSE_MS) return this.#fetched.prices;
    this.#inflight ??= this.provider
      .call(marketCalls.allPrices, options)
      .then((prices) => {
        this.#fetched = { at: Date.now(), prices };
        return prices;
      })
      .finally(() => {
        this.#inflight = null;
      });
    return this.#inflight;
  }
}
