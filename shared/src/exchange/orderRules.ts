// What a place-order request's fields require of each other (docs/exchange.md), written once as data: the request
// schema checks them and the OpenAPI document states them (JSON Schema if/then), so the two cannot disagree.
import type { z } from 'zod';

/** Field values that make a rule apply (or that a rule requires); a value list, or `null` for "present, not null". */
type Condition = Readonly<Record<string, readonly unknown[] | null>>;

export type OrderRule =
  /** When `when` holds, `need` (or one of its spellings) must be sent and not null; refused on every spelling. */
  | { when: Condition; need: string | readonly string[]; message: string }
  /** When `when` holds, each field of `require` must take one of its values, else `field` is refused. */
  | { when: Condition; require: Condition; field: string; message: string }
  /** When `when` holds, `forbid`'s fields must be absent or null. */
  | { when: Condition; forbid: readonly string[]; message: string };

/** One unlike the others: at least one of these fields must be sent (refused on the first). */
export interface OneOfRule {
  oneOf: readonly [string, ...string[]];
  message: string;
}

/** The defaults the schema applies: a rule's condition on an absent field reads its default. */
export type Defaults = Readonly<Record<string, unknown>>;

function holds(order: Record<string, unknown>, condition: Condition): boolean {
  return Object.entries(condition).every(([field, values]) =>
    values === null ? order[field] != null : values.includes(order[field]),
  );
}

/** Adds an issue on its field for every rule the (parsed, defaulted) order breaks, in the table's order. */
export function checkRules(
  order: Record<string, unknown>,
  rules: readonly (OrderRule | OneOfRule)[],
  ctx: z.RefinementCtx,
): void {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
  for (const rule of rules) {
    if ('oneOf' in rule) {
      if (rule.oneOf.every((field) => order[field] == null)) issue(rule.oneOf[0], rule.message);
      continue;
    }
    if (!holds(order, rule.when)) continue;
    if ('need' in rule) {
      const spellings = spellingsOf(rule.need);
      if (spellings.every((field) => order[field] == null))
        for (const field of spellings) issue(field, rule.message);
    } else if ('require' in rule) {
      if (!holds(order, rule.require)) issue(rule.field, rule.message);
    } else {
      for (const field of rule.forbid) if (order[field] != null) issue(field, rule.message);
    }
  }
}

const spellingsOf = (need: string | readonly string[]): readonly string[] =>
  typeof need === 'string' ? [need] : need;

type JsonSchema = Record<string, unknown>;

/** A condition as JSON Schema over the request as sent: an absent field reads as its default. */
function conditionSchema(condition: Condition, defaults: Defaults): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [field, values] of Object.entries(condition)) {
    properties[field] = values === null ? { not: { type: 'null' } } : { enum: [...values] };
    // Absent, a field is its default: the condition needs it sent only when the default does not satisfy it.
    if (values === null || !(field in defaults) || !values.includes(defaults[field])) required.push(field);
  }
  return { properties, ...(required.length > 0 ? { required } : {}) };
}

/** The rules as JSON Schema `allOf` entries (if/then), each with its refusal as the description. */
export function rulesAsJsonSchema(
  rules: readonly (OrderRule | OneOfRule)[],
  defaults: Defaults,
): JsonSchema[] {
  return rules.map((rule) => {
    if ('oneOf' in rule)
      return { description: rule.message, anyOf: rule.oneOf.map((field) => ({ required: [field] })) };
    const needed = (field: string) => ({
      required: [field],
      properties: { [field]: { not: { type: 'null' } } },
    });
    const spellings = 'need' in rule ? spellingsOf(rule.need) : [];
    const then =
      'need' in rule
        ? spellings.length === 1
          ? needed(spellings[0] as string)
          : { anyOf: spellings.map(needed) }
        : 'require' in rule
          ? conditionSchema(rule.require, defaults)
          : { properties: Object.fromEntries(rule.forbid.map((field) => [field, { type: 'null' }])) };
    return { description: rule.message, if: conditionSchema(rule.when, defaults), then };
  });
}
