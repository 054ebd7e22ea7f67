import type { AdField, Draft } from '@dd/core';
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';

import { adFieldsToFormValues, correctedFields } from '@/components/ad-fields/ad-form-values';
import type { AdFormErrors, AdFormValues } from '@/components/ad-fields/ad-form-values';
import { serverDetail } from '@/lib/api-client';

import { usePublishDraft } from '../api/publish-draft';
import { useUpdateDraft } from '../api/update-draft';
import { FIELD_ORDER, toDraftUpdate } from './draft-form-values';

export const CORRECTIONS_SAVED = 'Corrections saved';
export const SAVE_FAILED = 'Failed to save the corrections';
export const LISTING_PUBLISHED = 'Listing published';
export const PUBLISH_FAILED = 'Failed to publish the draft';

const detailOf = (error: Error) => serverDetail(error) ?? error.message;

/**
 * One draft being checked: the admin's corrections over the stored fields, saving them, and publishing
 * (corrections not saved yet are saved first, so what is published is what the form shows).
 */
export function useDraftEditor(draft: Draft, onPublished: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = useMemo(() => adFieldsToFormValues(draft.fields), [draft.fields]);
  const [edits, setEdits] = useState<Partial<AdFormValues>>({});
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [publishError, setPublishError] = useState<string | null>(null);
  const update = useUpdateDraft();
  const publish = usePublishDraft();
  const busy = update.isPending || publish.isPending;

  const values: AdFormValues = { ...parsed, ...edits };
  const corrected = correctedFields(values, parsed);

  const changeField = (name: AdField, value: string | boolean) => {
    // Setting a field back to what is stored is no correction.
    setEdits(({ [name]: _previous, ...others }) =>
      parsed[name] === value ? others : { ...others, [name]: value },
    );
    setErrors(({ [name]: _fixed, ...others }) => others);
    setPublishError(null);
  };

  const undo = () => {
    setEdits({});
    setErrors({});
  };

  /** Saves the corrections, if any; false when they were refused or could not be sent. */
  const saveCorrections = async (): Promise<boolean> => {
    if (corrected.length === 0) return true;
    const checked = toDraftUpdate(values, corrected);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((name) => checked.errors[name]);
      const element = first && formRef.current?.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return false;
    }
    try {
      await update.mutateAsync({ id: draft.id, change: checked.change });
    } catch (error) {
      console.error('Saving the draft failed', error);
      toast.error(SAVE_FAILED, { description: detailOf(error as Error) });
      return false;
    }
    undo();
    return true;
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || corrected.length === 0) return;
    if (await saveCorrections()) toast.success(CORRECTIONS_SAVED);
  };

  const publishDraft = async () => {
    if (busy) return;
    setPublishError(null);
    if (!(await saveCorrections())) return;
    publish.mutate(draft.id, {
      onSuccess: () => {
        toast.success(LISTING_PUBLISHED);
        onPublished();
      },
      onError: (error) => {
        console.error('Publishing the draft failed', error);
        setPublishError(detailOf(error));
        toast.error(PUBLISH_FAILED, { description: detailOf(error) });
      },
    });
  };

  return {
    formRef,
    parsed,
    values,
    corrected,
    errors,
    publishError,
    busy,
    publishing: publish.isPending,
    saving: update.isPending && !publish.isPending,
    changeField,
    undo,
    save,
    publish: publishDraft,
  };
}
