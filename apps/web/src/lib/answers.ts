import type { AnswerSchema } from './api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Light answer checks for the public pages: the shape the screen relies on (a list of records, a record
 * with some text fields), without a schema library. The types come from the shared schemas.
 */
export function listOfRecords<T>(): AnswerSchema<T[]> {
  return {
    safeParse: (data) =>
      Array.isArray(data) && data.every(isRecord) ? { success: true, data: data as T[] } : { success: false },
  };
}

export function recordWithText<T>(...keys: string[]): AnswerSchema<T> {
  return {
    safeParse: (data) =>
      isRecord(data) && keys.every((key) => typeof data[key] === 'string')
        ? { success: true, data: data as T }
        : { success: false },
  };
}
