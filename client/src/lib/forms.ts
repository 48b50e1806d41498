// react-hook-form glue: the shared zod schemas as resolvers, and §8 server field errors onto their inputs.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { appErrorOf, formFieldError } from './errors.ts';

/**
 * The shared schema as a form resolver. The form's own values are what its inputs hold (a checkbox is a
 * boolean, an empty field an empty string); the schema narrows them (e.g. terms must be `true`), so the
 * resolver is typed from the form's values in and the schema's output out.
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as Resolver<
    TValues,
    unknown,
    TOutput
  >;
}

/**
 * formResolver of a schema loaded the first time the form validates (its module, and zod's full build with it,
 * need not load with the page); the same resolver from then on. A failed load is tried again on the next check.
 */
export function lazyFormResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput>>,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then((schema) => formResolver<TValues, TOutput>(schema));
    try {
      return await (await resolver)(values, context, options);
    } catch (error) {
      resolver = undefined;
      throw error;
    }
  };
}

/**
 * §8 a failed form call: the first field error goes to the matching input (and focuses it). Returns whether
 * it was placed; when not, the central handler has already toasted it.
 */
export function showServerFieldError<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError'>,
  error: unknown,
  serverFields: Readonly<Record<string, Path<TValues>>>,
): boolean {
  const placed = formFieldError(appErrorOf(error), serverFields);
  if (placed === null) return false;
  form.setError(placed.name, { type: 'server', message: placed.message }, { shouldFocus: true });
  return true;
}
