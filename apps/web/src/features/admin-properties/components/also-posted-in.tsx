import type { Property } from '@dd/core';
import { Send } from 'lucide-react';

import { safeExternalUrl } from '@/lib/url';

type Post = Property['also_posted_in'][number];

/** The posts named on the card; the rest are counted. */
const SHOWN = 4;

const labelOf = (post: Post) =>
  post.username ? `@${post.username}` : post.channel?.trim() || 'another channel';

/** Each linked post, and each unlinked channel once: two private posts are not "another channel, another channel". */
function distinct(posts: readonly Post[]): { label: string; url: string | null }[] {
  const seen = new Set<string>();
  const out: { label: string; url: string | null }[] = [];
  for (const post of posts) {
    const label = labelOf(post);
    const url = safeExternalUrl(post.url);
    if (!url && seen.has(label)) continue;
    if (!url) seen.add(label);
    out.push({ label, url });
  }
  return out;
}

/**
 * "Also posted in @channel_a, @channel_b": the other posts of the listing's deal (reposts, other agents;
 * ADR 0019), each linked to its post when the channel is public. Nothing when there are none.
 */
export function AlsoPostedIn({ posts }: { posts: readonly Post[] }) {
  const items = distinct(posts);
  if (items.length === 0) return null;
  const shown = items.slice(0, SHOWN);
  const more = items.length - shown.length;
  return (
    <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
      <Send aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-500" />
      <span className="min-w-0 break-words">
        Also posted in{' '}
        {shown.map((item, i) => (
          <span key={`${i}-${item.url ?? item.label}`}>
            {i > 0 && ', '}
            {item.url ? (
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900"
              >
                {item.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-medium">{item.label}</span>
            )}
          </span>
        ))}
        {more > 0 && ` and ${more} more`}
      </span>
    </p>
  );
}
