import type { AdField, PropertyForm } from '@dd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';

import { correctedFields, TEXT_FIELDS } from '@/components/ad-fields/ad-form-values';
import type { AdFormErrors, AdFormValues } from '@/components/ad-fields/ad-form-values';

import { SameDealError, useCreateListing } from '../api/create-listing';
import { adPreviewQueryOptions, useAdPreview } from '../api/preview-telegram-ad';
import { checkAdForm, toFormValues } from './ad-form-values';
import { createdToast } from './created-toast';
import type { PreviewState } from './ad-preview-panel';
import { useDebouncedValue } from './use-debounced-value';

export const PROPERTY_CREATED = 'Property created successfully!';
export const QUICK_ADD_FAILED = 'Failed to parse ad. Please check the format.';
/** The preview is read once typing or pasting has paused this long. */
export const PREVIEW_DELAY_MS = 400;

const FIELD_ORDER: readonly AdField[] = [...TEXT_FIELDS.map((spec) => spec.name), 'has_balcony', 'has_pool'];

/**
 * The Quick Add state: the text and its debounced preview, the admin's corrections on top of the
 * preview, the photos, and creating the listing.
 */
export function useQuickAdd(onCreated: () => void, onAddAnother?: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [edits, setEdits] = useState<Partial<AdFormValues>>({});
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [blank, setBlank] = useState(false);
  const [checking, setChecking] = useState(false);
  const [round, setRound] = useState(0); // a new round after each listing: the photo input starts empty
  /** Create Property answered that the ad looks like a deal already listed: the server's words. */
  const [sameDeal, setSameDeal] = useState<string | null>(null);
  const mutation = useCreateListing();
  const busy = mutation.isPending || checking;

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, PREVIEW_DELAY_MS);
  const query = useAdPreview(debounced);
  const preview = trimmed ? query.data : undefined;
  const parsed = useMemo(() => (preview ? toFormValues(preview) : null), [preview]);
  const isCurrent = Boolean(preview) && !query.isPlaceholderData && debounced === trimmed;

  let state: PreviewState = { kind: 'loading' };
  if (!trimmed) state = { kind: 'empty' };
  else if (preview && parsed) {
    const values = { ...parsed, ...edits };
    const corrected = correctedFields(values, parsed);
    state = { kind: 'ready', preview, parsed, values, corrected, updating: !isCurrent };
  } else if (query.isError) state = { kind: 'error', detail: query.error.message };

  const changeText = (value: string) => {
    setText(value);
    setBlank(false);
    setSameDeal(null);
    if (!value.trim()) undo();
  };

  const changeField = (name: AdField, value: string | boolean) => {
    // Setting a field back to what the ad says is no correction.
    setEdits(({ [name]: _previous, ...others }) =>
      parsed && parsed[name] === value ? others : { ...others, [name]: value },
    );
    setErrors(({ [name]: _fixed, ...others }) => others);
    setSameDeal(null); // corrected fields are created from the form, not from the text
  };

  const undo = () => {
    setEdits({});
    setErrors({});
  };

  const create = (corrected: PropertyForm | null, createAnyway = false) => {
    mutation.mutate(
      { telegramText: trimmed, photos, corrected, createAnyway },
      {
        onSuccess: ({ id }) => {
          toast.success(PROPERTY_CREATED, createdToast(id, onAddAnother));
          setSameDeal(null);
          setText('');
          undo();
          setPhotos([]);
          setRound((n) => n + 1);
          onCreated();
        },
        onError: (error) => {
          // Not a failure: the admin decides (tab: "Create anyway").
          if (error instanceof SameDealError) return setSameDeal(error.detail);
          setSameDeal(null);
          console.error('Quick Add failed', error);
          toast.error(QUICK_ADD_FAILED, { description: error.message });
        },
      },
    );
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!trimmed) {
      setBlank(true);
      textRef.current?.focus();
      return;
    }
    if (Object.keys(edits).length === 0) return create(null);

    // Corrections complete the preview of this very text: read it first when the one shown is older.
    let fresh = isCurrent ? preview : undefined;
    if (!fresh) {
      setChecking(true);
      try {
        fresh = await queryClient.fetchQuery(adPreviewQueryOptions(trimmed));
      } catch (error) {
        toast.error(QUICK_ADD_FAILED, { description: error instanceof Error ? error.message : undefined });
        return;
      } finally {
        setChecking(false);
      }
    }
    const freshParsed = toFormValues(fresh);
    const merged = { ...freshParsed, ...edits };
    if (correctedFields(merged, freshParsed).length === 0) return create(null);
    const checked = checkAdForm(merged);
    if (checked.ok) return create(checked.form);
    setErrors(checked.errors);
    const first = FIELD_ORDER.find((name) => checked.errors[name]);
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };

  /** Repeats Create Property for the same text and photos, with `?create_anyway=true`. */
  const createAnyway = () => {
    if (busy || !trimmed || sameDeal === null) return;
    create(null, true);
  };

  return {
    formRef,
    textRef,
    text,
    changeText,
    blank,
    photos,
    setPhotos,
    round,
    state,
    errors,
    changeField,
    undo,
    submit,
    busy,
    sameDeal,
    createAnyway,
  };
}
