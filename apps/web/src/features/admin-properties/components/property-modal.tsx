import { locationOptions, typeOptions } from '@dd/core';
import type { AdminProperty, Property } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { backendAssetUrl } from '@/config/env';
import { ApiError, serverDetail } from '@/lib/api-client';

import { adminPropertiesQueryOptions } from '../api/get-admin-properties';

import { useCreateProperty } from '../api/create-property';
import { useUpdateProperty } from '../api/update-property';
import { PinField, usePinField } from '../pin/pin-field';
import { AdOrigin } from './ad-origin';
import { PropertyFormFields } from './property-form-fields';
import type { KnownValues } from './property-form-fields';
import {
  EMPTY_PROPERTY_FORM,
  formFromProperty,
  propertyFormData,
  propertyFormSchema,
} from './property-form-schema';
import type { PropertyFormInput, PropertyFormValues } from './property-form-schema';
import { PropertyImagesField } from './property-images-field';
import type { CurrentImage, NewImage } from './property-images-field';

export const PROPERTY_CREATED = 'Property created successfully!';
export const PROPERTY_UPDATED = 'Property updated successfully!';
export const PROPERTY_SAVE_FAILED = 'Failed to save property. Please try again.';
/** A refusal the same form would meet again (a bad field, a file that is not an image): its reason only. */
export const PROPERTY_REFUSED = 'The property was not saved';

/** The server refused the form itself: trying again unchanged cannot help. */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

/** The locations and types listings already use, from the admin list the tab loaded (no extra request). */
function useKnownValues(): KnownValues {
  const { data: listings } = useQuery({ ...adminPropertiesQueryOptions(), enabled: false });
  return useMemo(
    () => ({
      locations: locationOptions((listings ?? []).map((p) => p.location)),
      types: typeOptions((listings ?? []).map((p) => p.property_type)),
    }),
    [listings],
  );
}

/** The listing's images as stored, with the card-size variant as thumbnail when there is one. */
function currentImages(property: Property | null): CurrentImage[] {
  if (!property) return [];
  return property.image_urls.map((path) => ({
    path,
    thumb: backendAssetUrl(property.images.find((image) => image.url === path)?.card_url ?? path),
  }));
}

interface PropertyModalProps {
  /** The listing to edit (with the ad it was made from, when the admin list has it); null adds a new one. */
  property: Property | AdminProperty | null;
  onClose: () => void;
}

/**
 * Add Property / Edit Property (SPEC §2, §4): mounted when opened, so every opening starts from the
 * listing (edit) or an empty form (add), and closing drops what was typed and the chosen files.
 */
export function PropertyModal({ property, onClose }: PropertyModalProps) {
  const editing = property !== null;
  const form = useForm<PropertyFormInput, unknown, PropertyFormValues>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: property ? formFromProperty(property) : EMPTY_PROPERTY_FORM,
  });
  const [kept, setKept] = useState(() => currentImages(property));
  const [added, setAdded] = useState<NewImage[]>([]);
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const pending = create.isPending || update.isPending;
  const known = useKnownValues();
  const pin = usePinField(property);

  const submit = (values: PropertyFormValues) => {
    const pinFields = pin.check(true);
    if (pinFields === 'invalid') return;
    const body = propertyFormData(values, {
      keep: editing ? kept.map((image) => image.path) : null,
      files: added.map((image) => image.file),
      pin: pinFields,
    });
    const callbacks = {
      onSuccess: () => {
        toast.success(editing ? PROPERTY_UPDATED : PROPERTY_CREATED);
        onClose();
      },
      onError: (error: unknown) => {
        console.error('Saving the property failed', error);
        if (refused(error)) toast.error(serverDetail(error) ?? PROPERTY_REFUSED);
        else toast.error(PROPERTY_SAVE_FAILED, { description: serverDetail(error) });
      },
    };
    if (property) update.mutate({ id: property.id, form: body }, callbacks);
    else create.mutate(body, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Edit Property' : 'Add Property'}
      description={
        editing
          ? property.property_name
          : 'Name, location, type and both prices are required; the rest is optional.'
      }
    >
      <form onSubmit={form.handleSubmit(submit, () => pin.check(false))} noValidate>
        {property && 'ad_text' in property && property.ad_text && (
          <AdOrigin text={property.ad_text} phones={property.ad_phones} />
        )}
        <PropertyFormFields form={form} known={known} />
        <PinField pin={pin} />
        <PropertyImagesField
          current={kept}
          onCurrentChange={setKept}
          added={added}
          onAddedChange={setAdded}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            <Save aria-hidden="true" className="size-4" />
            {pending ? 'Saving...' : editing ? 'Save Changes' : 'Create Property'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
