import { ALERT_FREQUENCIES, savedSearchKey } from '@dd/core';
import type { AlertFrequency, SavedSearch } from '@dd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { isApiError, isAuthError, serverDetail } from '@/lib/api-client';

import { savedSearchesQuery, useSavedSearchMutations } from '../api/saved-searches';
import { ALERT_TEXTS } from './alert-texts';
import { FrequencyChoice } from './frequency-choice';
import { searchFromUrl } from './search-from-url';
import { translate } from '@/i18n/i18n';

import { searchName } from '../search-name';

export interface AlertDialogProps {
  /** The home page's URL query: the search to save. */
  search: string;
  onClose: () => void;
  /** Opens the alerts page (the saved toast's action). */
  onShowAlerts: () => void;
  /** The stored login was refused: log in again, back to this search. */
  onLoggedOut: () => void;
}

/** "Alert me": names the search the page shows and chooses instant or daily e-mails. */
export default function AlertDialog({ search, onClose, onShowAlerts, onLoggedOut }: AlertDialogProps) {
  const filters = searchFromUrl(search);
  const suggested = searchName(filters);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<SavedSearch>();
  const [duplicate, setDuplicate] = useState<{ id?: string; name?: string }>();
  const { create } = useSavedSearchMutations();
  const queryClient = useQueryClient();

  // 409: the visitor already has an alert for this search (the same filters, however written). Which
  // one is found in their list by the same canonical form the server compares.
  const showDuplicate = async () => {
    const key = savedSearchKey(filters);
    const mine = await queryClient.fetchQuery(savedSearchesQuery()).catch(() => []);
    const existing = mine.find((alert) => savedSearchKey(alert) === key);
    setDuplicate(existing ? { id: existing.id, name: existing.name } : {});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim().length > 80) return setError('must be at most 80 characters');
    setFailure(undefined);
    create.mutate(
      { ...filters, name: name.trim() || suggested, frequency },
      {
        onSuccess: setSaved,
        onError: (problem) => {
          if (isAuthError(problem)) return onLoggedOut();
          if (isApiError(problem) && problem.status === 409) return void showDuplicate();
          setFailure(serverDetail(problem) ?? ALERT_TEXTS.saveFailed);
        },
      },
    );
  };

  if (duplicate)
    return (
      <Modal open onClose={onClose} title={translate('alerts.duplicateTitle')}>
        <p role="status" className="text-slate-700">
          {duplicate.name
            ? // Isolated: a Latin name inside Arabic keeps its quotes around it.
              translate('alerts.duplicate', { name: `\u2068${duplicate.name}\u2069` })
            : translate('alerts.duplicateUnnamed')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to={`${paths.alerts.getHref()}${duplicate.id ? `#alert-${encodeURIComponent(duplicate.id)}` : ''}`}
            className={buttonClasses({ variant: 'outline' })}
          >
            {translate('alerts.showAlert')}
          </Link>
          <Button onClick={onClose}>{translate('alerts.done')}</Button>
        </div>
      </Modal>
    );

  // The home page has no toaster (ADR 0007): the dialog itself says what happened.
  if (saved)
    return (
      <Modal open onClose={onClose} title={ALERT_TEXTS.savedTitle}>
        <p role="status" className="text-slate-700">
          {ALERT_TEXTS.saved(saved.name)}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onShowAlerts}>
            {translate('alerts.pageTitle')}
          </Button>
          <Button onClick={onClose}>{translate('alerts.done')}</Button>
        </div>
      </Modal>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={ALERT_TEXTS.dialogTitle}
      description={translate('alerts.deals', { search: suggested })}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field label={translate('alerts.nameOptional')} error={error}>
          {(props) => (
            <Input
              {...props}
              value={name}
              maxLength={120}
              placeholder={suggested}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <FrequencyChoice value={frequency} onChange={setFrequency} options={ALERT_FREQUENCIES} />
        {failure && (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {translate('alerts.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {translate(create.isPending ? 'alerts.saving' : 'alerts.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
