// §7 GET /trades/in/all/all (the §3 price entry of every coin) and GET /fees (the schedule in force; our design).
import type { FeeSchedule } from '@sikka/shared/market/fees';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import type { FastifyInstance } from 'fastify';
import type { MarketService } from './marketService.ts';

export function registerMarketRoutes(app: FastifyInstance, market: MarketService): void {
  app.get('/trades/in/all/all', async (): Promise<AllPricesResponse> => market.prices());
  app.get('/fees', async (): Promise<FeeSchedule> => market.schedule);
}
