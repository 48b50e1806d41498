// §7 GET /trades/in/all/all (the §3 price entry of every coin) and GET /fees (the schedule in force; our design).
import { marketCalls } from '@sikka/shared/market/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { MarketService } from './marketService.ts';

export function registerMarketRoutes(serve: Serve, market: MarketService): void {
  serve(marketCalls.allPrices, () => market.prices());
  serve(marketCalls.fees, () => market.schedule);
}
