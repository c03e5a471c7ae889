import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The server's own schema run on what the form would send (its text turned into numbers, a blank address into
 * none), so the browser refuses with the server's words. One resolver for every record dialog.
 */
export function useConvertingResolver<Values extends FieldValues, Schema extends z.ZodType<FieldValues, unknown>>(
  schema: Schema,
  convert: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  return useMemo(() => {
    const validate = zodResolver(schema as never);
    return (values, context, options) =>
      validate(
        convert(values) as never,
        context,
        options as unknown as Parameters<typeof validate>[2],
      ) as unknown as ReturnType<Resolver<Values, unknown, z.output<Schema>>>;
    // The schema and the conversion are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
