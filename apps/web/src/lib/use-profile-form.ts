import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@lodestar/contracts';
import { isApiError } from './api-client';
import { applyFieldErrors, serverErrorMessage } from './form-errors';
import { useUpdateProfile } from './player-profile';
import { runProcess, useProcessLoading } from './process-store';
import {
  editableInputs,
  emptyProfileForm,
  fieldsOf,
  formFieldOf,
  profileFormSchema,
  profileUpdateOf,
  type ProfileFormValues,
  type ProfileInput,
} from './profile-form';

interface UseProfileFormOptions {
  profile: Profile;
  inputs: readonly ProfileInput[];
  /** Inputs that must be filled to save (the deposit step's); the edit view saves whatever was filled. */
  required?: readonly ProfileInput[];
  /** SPEC.md §4's after-save callback: runs once the profile has been saved and read again. */
  onSaved: () => void;
}

/** The save of SPEC.md §4 "Profile edit", shared by the edit view and the deposit modal's profile step. */
const nothingRequired: readonly ProfileInput[] = [];

export function useProfileForm({ profile, inputs, required = nothingRequired, onSaved }: UseProfileFormOptions) {
  const editable = useMemo(() => editableInputs(profile, inputs), [profile, inputs]);
  const schema = useMemo(() => profileFormSchema(editable, required), [editable, required]);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(schema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyProfileForm,
  });
  const updateProfile = useUpdateProfile();
  const loading = useProcessLoading();
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    // SPEC.md §4: save does nothing while loading.
    if (loading || updateProfile.isPending) return;
    setFormError(undefined);
    const update = profileUpdateOf(values, editable);
    try {
      if (Object.keys(update).length > 0) await runProcess(() => updateProfile.mutateAsync(update));
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) return setFormError(serverErrorMessage(error));
      const fieldErrors: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(error.body.fieldErrors ?? {})) fieldErrors[formFieldOf(field) ?? field] = messages;
      return setFormError(applyFieldErrors({ ...error.body, fieldErrors }, editable.flatMap(fieldsOf), form.setError));
    }
    form.reset(emptyProfileForm);
    onSaved();
  });

  return { form, editable, submit, formError, saving: updateProfile.isPending };
}
