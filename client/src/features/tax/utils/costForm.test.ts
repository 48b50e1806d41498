// The cost form as the page runs it (react-hook-form with the shared rule): a refused value names why under its field
// and sends nothing; a valid one, submitted, calls the mutation with the acquisition's id and the rupees as typed.
import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { type CostValues, costFormOptions, costRequest, ENTER_COST } from './costForm.ts';

/** The form as the page makes it, submitted with `typed` in the field; `save` is the mutation. */
async function submit(typed: string, save: (request: unknown) => unknown, entered: string | null = null) {
  const form = createFormControl<CostValues, unknown, CostValues>(costFormOptions(entered));
  form.setValue('cost', typed);
  await form.handleSubmit((values) => save(costRequest('42', values)))();
  return form.getFieldState('cost').error?.message;
}

describe('the cost of an acquisition the platform cannot know', () => {
  it.each([
    ['nothing', '', ENTER_COST],
    ['spaces', '   ', ENTER_COST],
    ['a third decimal', '12.345', 'Enter the cost in rupees, up to two decimals'],
    ['a negative amount', '-5', 'Enter the cost in rupees, up to two decimals'],
    ['grouping commas', '1,234', 'Enter the cost in rupees, up to two decimals'],
    ['fourteen digits', '12345678901234', 'Enter the cost in rupees, up to two decimals'],
  ])('refuses %s under the field, and calls nothing', async (_name, typed, message) => {
    const save = vi.fn();
    expect(await submit(typed, save)).toBe(message);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the rupees as typed (trimmed) with the acquisition, once', async () => {
    const save = vi.fn();
    expect(await submit(' 1234.50 ', save)).toBeUndefined();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ lot_id: '42', cost: '1234.50' });
  });

  it('starts from the cost entered before, and clearing sends null (the market value again)', async () => {
    const form = createFormControl<CostValues, unknown, CostValues>(costFormOptions('999.99'));
    expect(form.getValues('cost')).toBe('999.99');
    expect(costRequest('42', null)).toEqual({ lot_id: '42', cost: null });
  });
});
