import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from './button';
import { Modal } from './modal';
import { translate } from '@/i18n/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; read by screen readers as the dialog's description. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions: a red confirm button and a warning sign. */
  tone?: 'default' | 'danger';
  /** The action is running: the confirm button shows `pendingLabel` and is disabled. */
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

const DANGER = 'bg-rose-700! hover:bg-rose-800!';

/**
 * Asks before an action, in place of window.confirm: an accessible dialog (focus trap, Escape and
 * the backdrop cancel) with Cancel and a confirm button that says what it does.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = translate('dialog.cancel'),
  tone = 'default',
  pending = false,
  pendingLabel = translate('dialog.working'),
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const danger = tone === 'danger';
  return (
    <Modal open={open} onClose={onCancel} title={title} description={description}>
      {danger && (
        <p className="mb-5 flex items-center gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {translate('dialog.undone')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button className={danger ? DANGER : ''} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
