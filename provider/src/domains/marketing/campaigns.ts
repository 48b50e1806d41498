// Campaign landing pages' content, kept in system_settings under 'marketing:<slug>': what an operator set, else the
// built-in campaign for the default slug. An inactive or unknown campaign is not found.
import {
  CAMPAIGN_NOT_FOUND,
  type Campaign,
  type CampaignContent,
  campaignContentSchema,
  DEFAULT_CAMPAIGN,
  DEFAULT_CAMPAIGN_SLUG,
} from '@sikka/shared/marketing/schemas';
import type { Database } from '../../platform/db/database.ts';
import { messageError } from '../../platform/http/errors.ts';

const keyOf = (slug: string) => `marketing:${slug}`;

export class Campaigns {
  constructor(private readonly db: Database) {}

  /** GET /marketing/campaign: the live campaign of a slug. */
  async campaign(slug: string): Promise<Campaign> {
    const row = await this.db
      .selectFrom('system_settings')
      .select(['value', 'updated_at'])
      .where('key', '=', keyOf(slug))
      .executeTakeFirst();
    const stored = row ? campaignContentSchema.safeParse(row.value) : null;
    const content = stored?.success
      ? stored.data
      : slug === DEFAULT_CAMPAIGN_SLUG && !row
        ? DEFAULT_CAMPAIGN
        : null;
    if (!content?.active) throw messageError(404, CAMPAIGN_NOT_FOUND);
    return { ...content, slug, updated_at: row ? row.updated_at.toISOString() : null };
  }

  /** PUT /admin/marketing/:slug: sets (or replaces) a campaign's content. */
  async set(slug: string, content: CampaignContent): Promise<void> {
    const value = JSON.stringify(content);
    await this.db
      .insertInto('system_settings')
      .values({ key: keyOf(slug), value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: new Date() }))
      .execute();
  }
}
