// The form for what a person paid for coins the platform saw arrive but not bought: rupees with up to two decimals,
// by the shared rule of the call (taxCostRequestSchema), and the request it makes; clearing sends null, which puts the
// market value on arrival back.
import { type TaxCostRequest, taxCostRequestSchema } from '@sikka/shared/tax/schemas';
import type { UseFormProps } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/forms.ts';

export interface CostValues {
  cost: string;
}

export const ENTER_COST = 'Enter what you paid, in rupees';

const costFormSchema: z.ZodType<CostValues, CostValues> = z.object({
  cost: z.string().trim().min(1, ENTER_COST).pipe(taxCostRequestSchema.shape.cost.unwrap()),
});

/** The form of one acquisition: what was entered before, or nothing (the market value stands). */
export function costFormOptions(enteredCost: string | null): UseFormProps<CostValues, unknown, CostValues> {
  return { resolver: formResolver(costFormSchema), defaultValues: { cost: enteredCost ?? '' } };
}

/** The call's body: the cost entered for the acquisition, or null to clear it. */
export function costRequest(lotId: string, values: CostValues | null): TaxCostRequest {
  return { lot_id: lotId, cost: values === null ? null : values.cost };
}
