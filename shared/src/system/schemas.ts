// Schemas of §3 system data: maintenance config, authentication request status, menu item, and the §7
// session-check failure body.
import { z } from 'zod';
import { plainText } from '../validation/plainText.ts';

/** §3 Maintenance config data: what the maintenance screen shows instead of its §2 defaults. */
export const maintenanceDataSchema = z.object({
  title: z.string().nullish(),
  sub_title: z.string().nullish(),
  content: z.string().nullish(),
  image_url: z.string().nullish(),
});
export type MaintenanceData = z.infer<typeof maintenanceDataSchema>;

/**
 * §3 Maintenance config (the realtime database's system-configuration node). The flag is loose on the
 * wire (number or string) because the node is edited by hand in the database console.
 */
export const maintenanceConfigSchema = z.object({
  is_site_under_maintenance: z.union([z.number(), z.string()]).nullish(),
  data: maintenanceDataSchema.nullish(),
});
export type MaintenanceConfig = z.infer<typeof maintenanceConfigSchema>;

/** §3 'number 1 or string '1' means on'; anything else, or no node at all, is off. */
export function isMaintenanceOn(config: MaintenanceConfig | null | undefined): boolean {
  const flag = config?.is_site_under_maintenance;
  return flag === 1 || flag === '1';
}

/** §3 Authentication request status; §4 the check starts waiting. */
export const AUTH_REQUEST_STATUSES = ['waiting', 'success', 'failed'] as const;
export const authRequestStatusSchema = z.enum(AUTH_REQUEST_STATUSES);
export type AuthRequestStatus = z.infer<typeof authRequestStatusSchema>;

/**
 * §3 Menu item. link is null for a group heading or an action (noLink); flags default to off so a
 * configured item names only what it turns on.
 */
export const menuItemSchema = z.object({
  name: z.string().min(1),
  link: z.string().nullable(),
  noLink: z.boolean().default(false),
  newFeature: z.boolean().default(false),
  showDivider: z.boolean().default(false),
  subList: z.boolean().default(false),
  get subListData(): z.ZodDefault<z.ZodArray<typeof menuItemSchema>> {
    return z.array(menuItemSchema).default([]);
  },
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** The error inside the session-check failure body (§4: 503 with maintenance set is the maintenance screen). */
export const sessionCheckErrorSchema = z.object({
  error: z.object({
    // true or 1/'1' as in the maintenance config: the BFF reads it as a flag either way.
    maintenance: z.union([z.boolean(), z.number(), z.string()]).nullish(),
    status_code: z.number().int(),
    message: z.string(),
  }),
});
export type SessionCheckError = z.infer<typeof sessionCheckErrorSchema>;

const jsonText = z.string().transform((text, ctx): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    ctx.issues.push({ code: 'custom', message: 'Expected JSON text', input: text });
    return z.NEVER;
  }
});

/** §7 session-check failure: 'an error body (JSON in a message field)'. Parsing yields the inner error. */
export const sessionCheckFailureBodySchema = z.object({ message: jsonText.pipe(sessionCheckErrorSchema) });
export type SessionCheckFailureBody = z.infer<typeof sessionCheckFailureBodySchema>;

const MAINTENANCE_STATUS_CODE = 503;

/** §4 a failed check shows the maintenance screen only with status 503 and the maintenance flag on. */
export function isMaintenanceFailure(body: SessionCheckFailureBody): boolean {
  const { maintenance, status_code } = body.message.error;
  return (
    status_code === MAINTENANCE_STATUS_CODE &&
    (maintenance === true || maintenance === 1 || maintenance === '1')
  );
}

/** The provider's own maintenance switch, as an operator sets and reads it (POST/GET /admin/maintenance). */
export const maintenanceSettingSchema = z
  .object({ on: z.boolean(), message: plainText().trim().min(1).max(500).optional() })
  .strict();
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

/** The books' invariant report (GET /admin/ledger/invariants): every list empty and `balanced` when all is well. */
export const ledgerInvariantsSchema = z.object({
  balanced: z.boolean(),
  unbalancedEntries: z.array(z.object({ entry_id: z.string(), asset: z.string(), sum: z.string() })),
  driftedAccounts: z.array(z.object({ id: z.number(), balance: z.string(), lines: z.string() })),
  negativeAccounts: z.array(
    z.object({ id: z.number(), kind: z.string(), asset: z.string(), balance: z.string() }),
  ),
  totals: z.array(z.object({ asset: z.string(), inside: z.string(), outside: z.string() })),
  /** A person's coin moved by an entry that did not record the move for the tax year. */
  unrecordedCoinMoves: z.array(
    z.object({
      entry_id: z.string(),
      kind: z.string(),
      user_id: z.number(),
      asset: z.string(),
      lines: z.string(),
      moves: z.string(),
    }),
  ),
});
