import { LoaderCircle, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';

// The modal with its form and validation (zod, react-hook-form) is about 40 KB gzip that a visitor
// needs only after pressing the button: it loads then, or earlier when the pointer or focus reaches
// the button, so the listing's page shows sooner on a slow phone.
let loading: Promise<unknown> | undefined;
const loadDialog = () => (loading ??= import('./inquiry-dialog'));
const InquiryDialog = lazy(() => import('./inquiry-dialog'));

interface InquiryButtonProps {
  propertyId: string;
  propertyName: string;
}

/** Submit Inquiry button; its modal (see InquiryDialog) stays mounted after the first opening. */
export function InquiryButton({ propertyId, propertyName }: InquiryButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [ready, setReady] = useState(false);
  const load = () => void loadDialog().then(() => setReady(true));
  const waiting = open && !ready;

  return (
    <>
      <Button
        size="lg"
        aria-busy={waiting || undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpened(true);
          setOpen(true);
        }}
      >
        {waiting ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        Submit Inquiry
      </Button>
      {opened && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Loading the inquiry form...
            </span>
          }
        >
          <InquiryDialog
            open={open}
            onClose={() => setOpen(false)}
            propertyId={propertyId}
            propertyName={propertyName}
          />
        </Suspense>
      )}
    </>
  );
}
