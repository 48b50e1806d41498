// The new-key form's values as the create call takes them, checked by the shared request schema before any code is
// sent: the allowlist typed as addresses separated by commas, spaces or lines; the scopes ticked. A refusal of the
// scopes shows under the last box.
import { type ApiKeyScope, createApiKeyRequestSchema } from '@sikka/shared/apiKeys/schemas';
import { z } from 'zod';

export interface ApiKeyValues {
  label: string;
  display_name: string;
  read: boolean;
  trade: boolean;
  ip_allowlist: string;
}

export const API_KEY_FORM_DEFAULTS: ApiKeyValues = {
  label: '',
  display_name: '',
  read: true,
  trade: false,
  ip_allowlist: '',
};

const newKeySchema = createApiKeyRequestSchema.omit({ otp: true });
export type NewApiKey = z.output<typeof newKeySchema>;

/** The request's field names (the provider's too), each the form input that shows its refusal. */
export const API_KEY_SERVER_FIELDS = {
  label: 'label',
  display_name: 'display_name',
  scopes: 'trade',
  ip_allowlist: 'ip_allowlist',
} as const satisfies Record<string, keyof ApiKeyValues>;

export function allowlistOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

export function scopesOf(ticked: { read: boolean; trade: boolean }): ApiKeyScope[] {
  return [...(ticked.read ? (['read'] as const) : []), ...(ticked.trade ? (['trade'] as const) : [])];
}

export const apiKeyFormSchema: z.ZodType<NewApiKey, ApiKeyValues> = z
  .object({
    label: z.string(),
    display_name: z.string(),
    read: z.boolean(),
    trade: z.boolean(),
    ip_allowlist: z.string(),
  })
  .transform((values, ctx) => {
    const parsed = newKeySchema.safeParse({
      label: values.label,
      // A display name of only spaces is none.
      ...(values.display_name.trim() ? { display_name: values.display_name } : {}),
      scopes: scopesOf(values),
      ip_allowlist: allowlistOf(values.ip_allowlist),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = API_KEY_SERVER_FIELDS[issue.path[0] as keyof typeof API_KEY_SERVER_FIELDS];
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return z.NEVER;
  });
