import type { Update } from 'grammy/types';
import { postOf } from './updates.repository.ts';

/** One channel post as the site reads it: a message, or the messages of an album taken together. */
export interface PostUnit {
  chatId: string;
  chat: { id: number; title?: string; username?: string };
  /** Every message of the post (one, or each part of an album), in order. */
  messageIds: string[];
  /** The post's identity with chatId: the message carrying the text, else the first. */
  messageId: string;
  text: string;
  /** The largest size of each photo, in message order. */
  photoFileIds: string[];
  postedAt: Date;
  mediaGroupId: string | null;
  /** The message this one replies to, if any. */
  replyTo: string | null;
  edited: boolean;
}

type ChannelMessage = NonNullable<ReturnType<typeof postOf>>;

/** Why an update cannot be read as a post: a line for the log (and the update's stored error). */
export class MalformedUpdateError extends Error {}

function checkMessage(message: ChannelMessage): void {
  const chat = message.chat as { id?: unknown; type?: unknown } | undefined;
  if (!Number.isSafeInteger(message.message_id) || !chat || !Number.isSafeInteger(chat.id)) {
    throw new MalformedUpdateError('the post has no message_id or chat id');
  }
  if (typeof message.date !== 'number') throw new MalformedUpdateError('the post has no date');
}

/** A post from its message(s): one update, or every part of one album. */
export function postUnit(updates: Update[]): PostUnit {
  const messages = updates
    .map((update) => postOf(update))
    .filter((m): m is ChannelMessage => m !== undefined);
  if (messages.length === 0) throw new MalformedUpdateError('the update carries no channel post');
  messages.forEach(checkMessage);
  messages.sort((a, b) => a.message_id - b.message_id);
  const first = messages[0]!;
  const withText = messages.find((m) => (m.text ?? m.caption ?? '').trim() !== '') ?? first;
  const photoFileIds = messages.flatMap((m) => {
    const sizes = Array.isArray(m.photo) ? m.photo : [];
    const largest = sizes.reduce<(typeof sizes)[number] | undefined>(
      (best, size) => (!best || size.width * size.height > best.width * best.height ? size : best),
      undefined,
    );
    return largest && typeof largest.file_id === 'string' ? [largest.file_id] : [];
  });
  const text = withText.text ?? withText.caption ?? '';
  return {
    chatId: String(first.chat.id),
    chat: first.chat as PostUnit['chat'],
    messageIds: messages.map((m) => String(m.message_id)),
    messageId: String(withText.message_id),
    text: typeof text === 'string' ? text : '',
    photoFileIds,
    postedAt: new Date(first.date * 1000),
    mediaGroupId: first.media_group_id ?? null,
    replyTo: withText.reply_to_message ? String(withText.reply_to_message.message_id) : null,
    edited: updates.some((update) => update.edited_channel_post !== undefined),
  };
}
