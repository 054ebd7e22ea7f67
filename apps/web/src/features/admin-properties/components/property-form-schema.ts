import { propertyFormSchema } from '@dd/core';
import type { Property } from '@dd/core';
import type { z } from 'zod';

/**
 * The form's rules are the API's (SPEC §5, written once in @dd/core): name, location, type and the two
 * prices required, the rest may stay empty as Quick Add leaves it (ADR 0025); size and prices whole numbers
 * ("1,250,000" accepted, prices also "2.5M", "950K"); non-numeric parking becomes 0; the distress price not
 * above the original price.
 */
export { propertyFormSchema };

export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

export const EMPTY_PROPERTY_FORM: PropertyFormInput = {
  property_name: '',
  developer: '',
  location: '',
  property_type: '',
  furnishing: '',
  size_sqft: '',
  floor_level: '',
  view_type: '',
  has_balcony: false,
  has_pool: false,
  parking_spaces: '',
  handover_date: '',
  payment_plan: '',
  original_price: '',
  distress_price: '',
  brochure_link: '',
};

/** The form prefilled from a listing (edit mode). */
export function formFromProperty(property: Property): PropertyFormInput {
  return {
    property_name: property.property_name,
    developer: property.developer,
    location: property.location,
    property_type: property.property_type,
    furnishing: property.furnishing,
    // 0 is a size the ad did not state: an empty field, saved back as 0.
    size_sqft: property.size_sqft > 0 ? String(property.size_sqft) : '',
    floor_level: property.floor_level,
    view_type: property.view_type,
    has_balcony: property.has_balcony,
    has_pool: property.has_pool,
    parking_spaces: String(property.parking_spaces),
    handover_date: property.handover_date,
    payment_plan: property.payment_plan,
    original_price: String(property.original_price),
    distress_price: String(property.distress_price),
    brochure_link: property.brochure_link ?? '',
  };
}

interface FormExtras {
  /** Edit only: the current image paths to keep, in order. null on create. */
  keep: readonly string[] | null;
  /** New files, in order; they follow the kept images. */
  files: readonly File[];
  /** The map pin when the admin changed it (both empty: back to the gazetteer); absent: as it is. */
  pin?: { lat: string; lng: string } | null;
}

/**
 * The multipart body of POST/PUT /api/admin/properties: every text field of the form (checkboxes as
 * true/false, an empty brochure link clears it), lat and lng only for a pin the admin changed (ADR
 * 0059), keep_images as a JSON array on edit, new files as `images`.
 */
export function propertyFormData(values: PropertyFormValues, { keep, files, pin }: FormExtras): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value === null ? '' : String(value));
  if (pin) {
    form.append('lat', pin.lat);
    form.append('lng', pin.lng);
  }
  if (keep !== null) form.append('keep_images', JSON.stringify(keep));
  for (const file of files) form.append('images', file);
  return form;
}
