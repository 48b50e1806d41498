// The marketing procedure's handler: one allowlisted provider call, no session needed.
import { marketingCalls } from '@sikka/shared/marketing/calls';
import type { campaignQuerySchema } from '@sikka/shared/marketing/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { via } from '../upstream/client.ts';

export function campaign({ ctx, input }: { ctx: Context; input: z.output<typeof campaignQuerySchema> }) {
  return ctx.provider.call(marketingCalls.campaign, { body: input, ...via(ctx) });
}
