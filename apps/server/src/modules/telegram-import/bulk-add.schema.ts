import { z } from 'zod';
import { MAX_REPORTED_ERRORS } from './bulk-import.service.ts';

const count = z.number().int().nonnegative();

export const bulkResultSchema = z.object({
  total_messages: count.describe(
    'Every message in the export, service messages (joins, pins…) included; each message is part of an ad or counted in skipped',
  ),
  properties_created: count,
  properties_failed: count.describe('Ads that could not become a listing; see errors'),
  errors: z
    .array(
      z.object({
        message_id: z.number().int().describe('Telegram id of the ad message (its text)'),
        chat: z.string().describe('Name of the chat or channel it is in'),
        error: z.string(),
      }),
    )
    .describe(
      `Why each failed ad failed, in export order; at most ${MAX_REPORTED_ERRORS} (the web app shows the first 10)`,
    ),
  skipped: z.object({
    not_ads: count.describe('Texts that are not property ads (greetings, "SOLD", news…), with their photos'),
    duplicates: count.describe(
      'Ads already imported from the same chat and message; nothing is created twice',
    ),
    service_messages: count.describe('Service messages (messages, not ads)'),
    without_text: count.describe(
      'Messages with no text that belong to no ad: stickers, voice notes, lone photos…',
    ),
  }),
  images_attached: count.describe(
    'Photos stored with the created listings (only a ZIP upload carries photos)',
  ),
});

export const jobSchema = z.object({
  job_id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  processed: count.describe('Messages dealt with so far'),
  total: count.describe('Messages in the export (total_messages)'),
  result: bulkResultSchema.optional().describe('When done'),
  error: z.string().optional().describe('When failed: why it stopped (what was imported until then stays)'),
});

export const acceptedSchema = jobSchema.pick({ job_id: true, status: true, processed: true, total: true });
