// The tax year's calls (shared/src/tax/calls.ts taxCalls): one's own report, its Schedule VDA, one's entered costs.
import { taxCalls } from '@sikka/shared/tax/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { TaxService } from './taxService.ts';

export function registerTaxRoutes(serve: Serve, tax: TaxService): void {
  serve(taxCalls.report, ({ session, input }) => tax.report(session.user, input.year));
  serve(taxCalls.scheduleVda, async ({ session, input, reply }) => {
    const { csv, fileName } = await tax.scheduleVda(session.user, input.year);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(csv);
  });
  serve(taxCalls.enterCost, ({ session, input }) => tax.enterCost(session.user, input));
}
