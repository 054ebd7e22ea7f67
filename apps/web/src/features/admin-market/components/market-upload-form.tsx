import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { isApiError, serverDetail } from '@/lib/api-client';

import { useMarketImport } from '../api/get-market-import';
import type { MarketDataset } from '../api/market-dataset';
import { useStartMarketImport } from '../api/start-market-import';
import { DATASET_WORDS } from './market-dataset-words';
import { MarketImportProgress } from './market-import-progress';
import { MarketImportResult } from './market-import-result';

export const CSV_NO_FILE = 'Please select a CSV file';
export const CSV_WRONG_FILE = 'Please upload a CSV file';
export const IMPORT_NOT_STARTED = 'The import could not be started';

/** A CSV by its name or type (Windows often calls a .csv "application/vnd.ms-excel"). */
export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv';
}

/** Answers about the file itself (400 not a CSV, 413 too large) are told under the field. */
const isAboutTheFile = (error: unknown) => isApiError(error) && [400, 413].includes(error.status);

interface MarketUploadFormProps {
  /** What the file holds: DLD's sales or its Ejari rent contracts, each imported on its own route. */
  dataset: MarketDataset;
  /** An import already running when the tab opened (another visit, the command line): followed too. */
  runningJobId: string | null;
}

/**
 * Uploads a DLD transactions file or an Ejari rent contracts file, then follows its import job: a
 * progress bar while it runs, then what it added and skipped, or why it failed.
 */
export function MarketUploadForm({ dataset, runningJobId }: MarketUploadFormProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartMarketImport(dataset);
  const job = useMarketImport(dataset, jobId);
  const words = DATASET_WORDS[dataset];

  // Adopts an import found running, unless this form started one of its own.
  if (jobId === null && runningJobId !== null && !start.isPending) setJobId(runningJobId);

  const ended = job.data && job.data.status !== 'running' ? job.data : undefined;
  const pollFailed = jobId !== null && job.isError;
  const running = start.isPending || (jobId !== null && !pollFailed && !ended);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isCsvFile(chosen)) {
      event.target.value = '';
      setFile(null);
      setFileError(CSV_WRONG_FILE);
      return;
    }
    setFile(chosen);
    setFileError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      // A refused file's reason stays until another file is chosen.
      setFileError((shown) => shown ?? CSV_NO_FILE);
      inputRef.current?.focus();
      return;
    }
    setJobId(null);
    start.mutate(file, {
      onSuccess: (id) => {
        setJobId(id);
        // Uploaded: the field is empty for the next file.
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (error) => {
        console.error('Starting the market data import failed', error);
        const detail = serverDetail(error);
        if (detail && isAboutTheFile(error)) {
          setFileError(detail);
          inputRef.current?.focus();
        } else toast.error(detail ?? IMPORT_NOT_STARTED);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Field label={words.fileLabel} error={fileError} describedBy={hintId}>
          {(props) => (
            <input
              {...props}
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              onChange={onChoose}
              disabled={running}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
            />
          )}
        </Field>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {words.fileHint}
        </p>
      </div>

      <Button type="submit" disabled={running}>
        <Upload aria-hidden="true" className="size-4" />
        {running ? 'Importing...' : words.importButton}
      </Button>

      {running && <MarketImportProgress job={job.data} label={words.progress} />}
      {pollFailed && (
        <LoadError
          title="Couldn't follow the import"
          onRetry={() => void job.refetch()}
          busy={job.isFetching}
        >
          The import goes on on the server; its progress could not be fetched just now.
        </LoadError>
      )}
      {ended && <MarketImportResult job={ended} dataset={dataset} />}
    </form>
  );
}
