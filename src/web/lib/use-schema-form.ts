import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
} from 'react-hook-form';
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

/** The failing field whose message the form shows (see SchemaFormOptions), and that message. */
function shownError<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  { preferred, order = [] }: Pick<SchemaFormOptions<TValues>, 'preferred' | 'order'> = {},
): { name: Path<TValues>; message: string } | undefined {
  const names = [...new Set([...order, ...(Object.keys(errors) as Path<TValues>[])])];
  const failing = names.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? [{ name, message }] : [];
  });
  return failing.find((error) => error.message === preferred) ?? failing[0];
}

/**
 * The one way a form is checked: react-hook-form with the shared zod schema the server parses
 * the request with, so both sides give the same Spanish message. On a failed submit every
 * failing field is marked (aria-invalid); `errorMessage` is the one message the form shows, and
 * the field it is about is the one focused. `handleSubmit` hands over the schema's parsed output.
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
    // Focus follows the message shown (below), not merely the first failing field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const handleSubmit = (onValid: SubmitHandler<TOutput>, onInvalid?: SubmitErrorHandler<TValues>) =>
    form.handleSubmit(onValid, (failed, event) => {
      const shown = shownError(failed, pick);
      if (shown) form.setFocus(shown.name);
      return onInvalid?.(failed, event);
    });
  return {
    form: { ...form, handleSubmit },
    /** `register` plus aria-invalid while the field fails the schema. */
    field: (name: Path<TValues>) => ({
      ...form.register(name),
      'aria-invalid': errors[name] ? (true as const) : undefined,
    }),
    errorMessage: shownError(errors, pick)?.message,
  };
}
