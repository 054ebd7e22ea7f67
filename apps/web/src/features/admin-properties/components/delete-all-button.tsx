import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { pluralize } from '@/lib/format';

import { useDeleteAllProperties } from '../api/delete-all-properties';

export const DELETE_ALL_LABEL = 'Удалить всё';
export const DELETE_ALL_FAILED = 'Failed to delete all properties';

/**
 * 'Удалить всё' (delete everything, SPEC §2): two confirmations in a row (SPEC §5), the second one
 * naming how many listings go and that it cannot be undone.
 */
export function DeleteAllButton({ count }: { count: number }) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const mutation = useDeleteAllProperties();
  const listings = pluralize(count, 'listing');
  const close = () => setStep(0);

  const confirm = () => {
    mutation.mutate(undefined, {
      onSuccess: (deleted) => {
        toast.success(`All properties deleted (${pluralize(deleted, 'listing')})`);
        close();
      },
      onError: (error) => {
        console.error('Deleting all properties failed', error);
        toast.error(DELETE_ALL_FAILED);
        close();
      },
    });
  };

  return (
    <>
      <Button
        variant="outline"
        className="border-rose-300! text-rose-700! hover:bg-rose-50!"
        onClick={() => setStep(1)}
        disabled={count === 0}
        title="Delete all properties"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span lang="ru">{DELETE_ALL_LABEL}</span>
      </Button>
      <ConfirmDialog
        open={step === 1}
        title="Delete all properties?"
        description={`Every listing on the site (${listings}) will be deleted, with its photos.`}
        confirmLabel="Continue"
        onConfirm={() => setStep(2)}
        onCancel={close}
      />
      <ConfirmDialog
        open={step === 2}
        tone="danger"
        title="Are you absolutely sure?"
        description={`This permanently deletes all ${listings} and their photos. The site will show no deals until you add new ones.`}
        confirmLabel={`Yes, delete all ${listings}`}
        pending={mutation.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
