// The new-key form's values as the create call takes them: the allowlist typed as addresses separated by commas,
// spaces or lines; the scopes ticked.
import type { ApiKeyScope } from '@sikka/shared/apiKeys/schemas';

export function allowlistOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

export function scopesOf(ticked: { read: boolean; trade: boolean }): ApiKeyScope[] {
  return [...(ticked.read ? (['read'] as const) : []), ...(ticked.trade ? (['trade'] as const) : [])];
}
