// The home screen's calls (shared/src/portfolio/calls.ts portfolioCalls): one's change today with average costs,
// and one's portfolio's worth over a range.
import { portfolioCalls } from '@sikka/shared/portfolio/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { PortfolioService } from './portfolioService.ts';

export function registerPortfolioRoutes(serve: Serve, portfolio: PortfolioService): void {
  serve(portfolioCalls.summary, ({ session }) => portfolio.summary(session.user.id));
  serve(portfolioCalls.history, ({ session, input }) => portfolio.history(session.user.id, input.range));
}
