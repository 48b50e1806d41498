// Campaign landing pages (/in/marketing/<slug>): content an operator sets (headline, paragraphs, up to three points,
// one call to action inside the app), read by anyone. A built-in campaign answers the bare /in/marketing.
import { z } from 'zod';
import { plainText } from '../validation/plainText.ts';

/** The campaign a bare /in/marketing shows, unless an operator has set one under this slug. */
export const DEFAULT_CAMPAIGN_SLUG = 'default';
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const campaignSlugSchema = z
  .string()
  .regex(CAMPAIGN_SLUG_PATTERN, 'Lower-case letters, digits and dashes');

/** A call to action leads somewhere inside the app (an /in/ path), never off the site. */
export const campaignPathSchema = z
  .string()
  .regex(/^\/in\/[a-z0-9/_-]*(\?[a-z0-9=&_-]*)?$/, 'A path inside the app, starting with /in/');

export const campaignContentSchema = z
  .object({
    title: plainText().trim().min(1).max(80),
    subtitle: plainText().trim().max(160).default(''),
    paragraphs: z.array(plainText().trim().min(1).max(600)).max(6).default([]),
    points: z
      .array(
        z
          .object({ title: plainText().trim().min(1).max(60), text: plainText().trim().min(1).max(200) })
          .strict(),
      )
      .max(3)
      .default([]),
    cta: z.object({ label: plainText().trim().min(1).max(40), path: campaignPathSchema }).strict(),
    /** Off: the campaign is over and its page says so. */
    active: z.boolean().default(true),
  })
  .strict();
export type CampaignContent = z.infer<typeof campaignContentSchema>;

export const campaignQuerySchema = z.object({ slug: campaignSlugSchema }).strict();
export const campaignSchema = campaignContentSchema.extend({
  slug: z.string(),
  updated_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const CAMPAIGN_NOT_FOUND = 'This campaign has ended';

/** The built-in campaign: what a fresh install's /in/marketing shows until an operator sets its own. */
export const DEFAULT_CAMPAIGN: CampaignContent = {
  title: 'Start your crypto journey with ₹100',
  subtitle: 'Buy Bitcoin, Ether and Tether in rupees, in seconds, on an exchange built in India.',
  paragraphs: [
    'Sign up with your mobile number, verify your profile in minutes, and add rupees by UPI or bank transfer.',
    'Every trade shows its fee, GST and TDS before you confirm, and every rupee is kept in a double-entry ledger.',
  ],
  points: [
    { title: 'Instant buy and sell', text: 'A locked price for every quote: what you see is what you pay.' },
    {
      title: 'A real order book',
      text: 'Trade at your price on the exchange with limit, stop and market orders.',
    },
    { title: 'Rewards', text: 'A scratch card on your first deposit and your first trade.' },
  ],
  cta: { label: 'Get Started', path: '/in/home?type=sign-up' },
  active: true,
};

/** A page path's campaign slug: /in/marketing → the default, /in/marketing/<slug>(/) → it, else null. */
export function campaignSlugOf(pathname: string): string | null {
  const rest = pathname.replace(/\/+$/, '').split('/').slice(3);
  if (rest.length === 0) return DEFAULT_CAMPAIGN_SLUG;
  const [slug] = rest;
  return rest.length === 1 && slug !== undefined && CAMPAIGN_SLUG_PATTERN.test(slug) ? slug : null;
}
