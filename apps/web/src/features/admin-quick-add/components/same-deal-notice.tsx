import { CopyPlus, ExternalLink, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import type { AdPreview } from '../api/preview-telegram-ad';

export type SameAs = NonNullable<AdPreview['same_as']>;

/** The listing, opened in a new tab so that the ad pasted here stays. */
function ListingLink({ sameAs, children }: { sameAs: SameAs; children: ReactNode }) {
  return (
    <a
      href={paths.property.getHref(sameAs.id)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-amber-950 underline underline-offset-2 hover:text-navy-900"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The preview's warning: the ad looks like a deal already listed (ADR 0019), linked to that listing. */
export function SameDealWarning({ sameAs }: { sameAs: SameAs }) {
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-300">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          This looks like a deal already listed:{' '}
          <ListingLink sameAs={sameAs}>{sameAs.property_name}</ListingLink>
        </span>
      </p>
      <p className="mt-1 pl-6 text-amber-800">Check it before creating a second listing of the same deal.</p>
    </div>
  );
}

interface SameDealConflictProps {
  /** The server's answer: "This looks like a deal already listed: <name>. Create it anyway?" */
  detail: string;
  /** That listing, when the preview named it. */
  sameAs: SameAs | null;
  onCreateAnyway: () => void;
  disabled: boolean;
}

/** Create Property answered 409 same_deal: the server's words, the listing, and "Create anyway". */
export function SameDealConflict({ detail, sameAs, onCreateAnyway, disabled }: SameDealConflictProps) {
  return (
    <div role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">{detail}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 pl-6">
        <Button variant="outline" size="sm" onClick={onCreateAnyway} disabled={disabled}>
          <CopyPlus aria-hidden="true" className="size-4" />
          Create anyway
        </Button>
        {sameAs && (
          <ListingLink sameAs={sameAs}>
            <ExternalLink aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
            View the listed deal
          </ListingLink>
        )}
      </div>
    </div>
  );
}
