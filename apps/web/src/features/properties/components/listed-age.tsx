import { fullDate, timeAgo } from '@/lib/format';
import { translate } from '@/i18n/i18n';

interface ListedAgeProps {
  /** When the listing was listed here: the date the Newest sort orders by (created_at). */
  listedAt: string;
  /** The time to count from (pageClock() while the server's cards hydrate), else now. */
  now?: number | undefined;
  className?: string;
}

/** "Listed 3 days ago", the full date on hover and for assistive technology's date reading. */
export function ListedAge({ listedAt, now, className }: ListedAgeProps) {
  return (
    <time dateTime={listedAt} title={fullDate(listedAt)} className={className}>
      {translate('card.listed', { ago: timeAgo(listedAt, now) })}
    </time>
  );
}
