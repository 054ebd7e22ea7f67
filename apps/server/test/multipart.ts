import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it, for inject(). */
export function multipart(
  fields: Record<string, string | number | boolean | undefined>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The admin form with valid values; override any field. */
export function propertyFields(overrides: Record<string, string | number | boolean | undefined> = {}) {
  return {
    property_name: 'Binghatti Onyx',
    developer: 'Binghatti',
    location: 'Jumeirah Village Circle',
    property_type: '2-BR Apartment',
    furnishing: 'Unfurnished',
    size_sqft: '1,180',
    floor_level: '12th floor',
    view_type: 'Community view',
    has_balcony: 'on',
    has_pool: 'false',
    parking_spaces: '1',
    handover_date: '2Q 2026',
    payment_plan: '60/40',
    original_price: '1450000',
    distress_price: '1190000',
    brochure_link: 'https://example.com/onyx.pdf',
    ...overrides,
  };
}
