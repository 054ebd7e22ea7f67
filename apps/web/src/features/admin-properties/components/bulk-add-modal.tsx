import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { serverDetail } from '@/lib/api-client';

import { useBulkAdd } from '../api/bulk-add';
import type { BulkProgress } from '../api/bulk-add';
import type { BulkResult } from '../api/get-bulk-add-job';
import { BulkProgressBar } from './bulk-progress-bar';
import { BulkResultView } from './bulk-result';

export const BULK_NO_FILE = 'Please select a JSON file';
export const BULK_WRONG_FILE = 'Please upload a JSON file';
export const BULK_FAILED = 'Failed to process bulk upload';

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

/** A Telegram export: result.json (JSON) or a ZIP of the export folder with its photos. */
export function isExportFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return (
    file.type === 'application/json' ||
    name.endsWith('.json') ||
    name.endsWith('.zip') ||
    ZIP_TYPES.includes(file.type)
  );
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Bulk Add (SPEC §2): uploads a Telegram Desktop export, follows the import's progress and shows what
 * it did. Closing stops following it (the server finishes the import); the lists refresh either way.
 */
export function BulkAddModal({ onClose }: { onClose: () => void }) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** Said under the field: no file chosen, or one that is not an export. */
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const abort = useRef<AbortController | null>(null);
  const mutation = useBulkAdd();

  useEffect(() => () => abort.current?.abort(), []);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isExportFile(chosen)) {
      event.target.value = '';
      setFileError(BULK_WRONG_FILE);
      setFile(null);
      return;
    }
    setFileError(undefined);
    setFile(chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || !isExportFile(file)) {
      // A refused file's reason stays until another file is chosen.
      setFileError((shown) => shown ?? (file ? BULK_WRONG_FILE : BULK_NO_FILE));
      inputRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(null);
    setResult(null);
    mutation.mutate(
      { file, signal: controller.signal, onProgress: setProgress },
      {
        onSuccess: (done) => {
          setResult(done);
          toast.success(`Import finished: ${done.properties_created} created`);
        },
        onError: (error) => {
          if (isAbort(error)) return;
          console.error('Bulk upload failed', error);
          // The server's reason when it gave one; not for a lost connection or an unreadable answer.
          const detail = serverDetail(error) ?? '';
          toast.error(detail || BULK_FAILED);
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Bulk Add"
      description="Import the ads of a Telegram Desktop export: its result.json (machine-readable JSON), or a .zip of the export folder to bring the photos along."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <Field label="Export file" error={fileError} describedBy={hintId}>
            {(props) => (
              <input
                {...props}
                ref={inputRef}
                type="file"
                accept=".json,.zip,application/json,application/zip"
                onChange={onChoose}
                disabled={mutation.isPending}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
              />
            )}
          </Field>
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            JSON up to 50 MB, ZIP up to 500 MB. Ads already imported are skipped, not added twice.
          </p>
        </div>

        {mutation.isPending && <BulkProgressBar progress={progress} />}
        {result && <BulkResultView result={result} />}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            {mutation.isPending ? 'Importing...' : 'Upload and Import'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
