import { LoaderCircle, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';

import type * as DialogModule from './inquiry-dialog';
import { translate } from '@/i18n/i18n';

// The modal with its form and validation (zod, react-hook-form) is about 40 KB gzip that a visitor
// needs only after pressing the button: it loads then, or earlier when the pointer or focus reaches
// the button, so the listing's page shows sooner on a slow phone.
let loading: Promise<typeof DialogModule> | undefined;
/** Starts loading the dialog once; a failed load (a dropped connection) may be tried again. */
const loadDialog = () =>
  (loading ??= import('./inquiry-dialog').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
const InquiryDialog = lazy(loadDialog);

interface InquiryButtonProps {
  propertyId: string;
  propertyName: string;
}

/** Submit Inquiry button; its modal (see InquiryDialog) stays mounted after the first opening. */
export function InquiryButton({ propertyId, propertyName }: InquiryButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [ready, setReady] = useState(false);
  // A failed early load is not an error yet: opening the dialog loads it again, and React's error
  // boundary reports it if that fails too.
  const load = () =>
    void loadDialog().then(
      () => setReady(true),
      () => undefined,
    );
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
        {translate('detail.inquiry')}
      </Button>
      {opened && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              {translate('inquiry.loading')}
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
