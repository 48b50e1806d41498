// The tax domain: a person's financial year of VDA transfers from the moves every product records with its ledger
// entries (platform/ledger/vda.ts), as the report, Schedule VDA and the costs they enter (docs/tax.md).
import fp from 'fastify-plugin';
import { registerTaxRoutes } from './taxRoutes.ts';
import { TaxService } from './taxService.ts';

export { openLots } from './openLots.ts';

export const taxDomain = fp(
  async (app) => {
    const { db, clock, serve } = app.platform;
    registerTaxRoutes(serve, new TaxService(db, clock));
  },
  { name: 'tax' },
);
