import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';

export interface SchemaFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /**
   * The message to show first when several fields fail (spec section 5 reports a missing field
   * before a length or a format); otherwise the first failing field in `order`, else in the
   * schema's field order, which is the order the server reports them in.
   */
  preferred?: string;
  order?: readonly Path<TValues>[];
}

/** The one message a form shows for its failing fields (see SchemaFormOptions). */
function firstErrorMessage<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  { preferred, order = [] }: Pick<SchemaFormOptions<TValues>, 'preferred' | 'order'> = {},
): string | undefined {
  const inOrder = [...order.map((name) => errors[name]), ...Object.values(errors)];
  const found = inOrder.flatMap((error) => (typeof error?.message === 'string' ? [error.message] : []));
  return found.find((message) => message === preferred) ?? found[0];
}

/**
 * The one way a form is checked: react-hook-form with the shared zod schema the server parses
 * the request with, so both sides give the same Spanish message. On a failed submit every
 * failing field is marked (aria-invalid) and the first one is focused; `errorMessage` is the
 * one message the form shows. `handleSubmit` hands over the schema's parsed output.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput>,
  { defaultValues, ...pick }: SchemaFormOptions<TValues>,
) {
  const form = useForm<TValues, unknown, TOutput>({
    // The shared schemas accept looser input than a form holds (aliases, numbers as text); the
    // form's values are one shape of that input.
    resolver: zodResolver(schema as ZodType<TOutput, TValues>),
    defaultValues,
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  return {
    form,
    /** `register` plus aria-invalid while the field fails the schema. */
    field: (name: Path<TValues>) => ({
      ...form.register(name),
      'aria-invalid': errors[name] ? (true as const) : undefined,
    }),
    errorMessage: firstErrorMessage(errors, pick),
  };
}
