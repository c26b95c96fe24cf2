import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The form setup every account modal shares: the contract's schema validates on submit and again on each
 * change after that, and a server answer shown above the submit button (formError) is cleared by the next
 * attempt, valid or not, so it never lingers next to fresh field errors.
 */
export function useAuthForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });

  const submitWith = (handler: (values: z.output<Schema>) => Promise<void>) =>
    form.handleSubmit(
      async (values) => {
        setFormError(undefined);
        await handler(values);
      },
      () => setFormError(undefined),
    );

  return { ...form, formError, setFormError, submitWith };
}
