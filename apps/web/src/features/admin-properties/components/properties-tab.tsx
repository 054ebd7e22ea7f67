import { matchesFilters } from '@dd/core/search';
import type { ListingStatus, Property } from '@dd/core';
import { FileUp, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { pluralize } from '@/lib/format';
import { loadFailed } from '@/lib/load-failed';

import { useAdminProperties } from '../api/get-admin-properties';
import { useDeleteProperty } from '../api/delete-property';
import { nextDisplayOrder, useMoveProperty } from '../api/move-property';
import { useSetPropertyStatus } from '../api/set-property-status';
import type { MoveDirection } from '../api/move-property';
import { AdminPropertyCard } from './admin-property-card';
import { BulkAddModal } from './bulk-add-modal';
import { DeleteAllButton } from './delete-all-button';
import { PropertiesEmpty, PropertySearch } from './properties-list-parts';
import { PropertyModal } from './property-modal';
import { usePropertiesView, ViewSwitch } from './view-switch';
import { PropertiesTableView } from '../table/properties-table-view';

export const PROPERTY_DELETED = 'Property deleted successfully!';
export const PROPERTY_DELETE_FAILED = 'Failed to delete property';
export const PROPERTY_MOVE_FAILED = 'Failed to move property';
export const STATUS_UPDATED = 'Status updated';
export const STATUS_UPDATE_FAILED = 'Failed to update status';

/** Which modal is open: the property form (add, or edit of a listing) or Bulk Add. */
type OpenModal = { kind: 'add' } | { kind: 'edit'; property: Property } | { kind: 'bulk' } | null;

/** The Properties tab (SPEC §2): toolbar, search, the grid of listings, and their modals. */
/** `owner`: whether the admin may delete every listing, or many at once (owners only, issue 43). */
export function PropertiesTab({ owner = false }: { owner?: boolean }) {
  const list = useAdminProperties();
  const { data, isPending } = list;
  const failed = loadFailed(list);
  const [query, setQuery] = useState('');
  const [modal, setModal] = useState<OpenModal>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const move = useMoveProperty();
  const remove = useDeleteProperty();
  const setStatus = useSetPropertyStatus();
  const [view, setView] = usePropertiesView();
  const table = view === 'table';

  const properties = useMemo(() => data ?? [], [data]);
  // The cards' search; the table filters its own rows.
  const visible = useMemo(
    () => (table ? properties : properties.filter((property) => matchesFilters(property, { q: query }))),
    [properties, query, table],
  );

  const onMove = (property: Property, direction: MoveDirection) => {
    move.mutate(
      { id: property.id, displayOrder: nextDisplayOrder(property.display_order, direction) },
      {
        onSuccess: () => toast.success(direction === 'up' ? 'Property moved up' : 'Property moved down'),
        onError: (error) => {
          console.error('Moving the property failed', error);
          toast.error(PROPERTY_MOVE_FAILED);
        },
      },
    );
  };

  const onStatusChange = (property: Property, status: ListingStatus) => {
    setStatus.mutate(
      { id: property.id, status },
      {
        onSuccess: () => toast.success(STATUS_UPDATED),
        onError: (error) => {
          console.error('Updating the status failed', error);
          toast.error(STATUS_UPDATE_FAILED);
        },
      },
    );
  };
  /** The status being sent for this listing, if any. */
  const sendingStatus = (property: Property) =>
    setStatus.isPending && setStatus.variables.id === property.id ? setStatus.variables.status : undefined;

  const onDelete = (property: Property) => {
    remove.mutate(property.id, {
      onSuccess: () => toast.success(PROPERTY_DELETED),
      onError: (error) => {
        console.error('Deleting the property failed', error);
        toast.error(PROPERTY_DELETE_FAILED);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="admin-properties-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-properties-heading" className="text-xl font-bold text-slate-900">
            Properties
          </h2>
          {!isPending && !failed && (
            <p aria-live="polite" className="text-sm text-slate-600">
              {query.trim() && !table
                ? `Showing ${visible.length} of ${pluralize(properties.length, 'property', 'properties')}`
                : pluralize(properties.length, 'property', 'properties')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {owner && <DeleteAllButton count={properties.length} />}
          <Button variant="outline" onClick={() => setModal({ kind: 'bulk' })}>
            <FileUp aria-hidden="true" className="size-4" />
            Bulk Add
          </Button>
          <Button onClick={() => setModal({ kind: 'add' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Property
          </Button>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <PropertySearch value={query} onChange={setQuery} />
        </div>
        <ViewSwitch view={view} onChange={setView} />
      </div>

      <div className="mt-6">
        {failed ? (
          <LoadError
            title="Couldn't load properties"
            onRetry={() => void list.refetch()}
            busy={list.isFetching}
            className="flex-col rounded-2xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200"
          >
            The listings could not be reached just now. Check your connection and try again.
          </LoadError>
        ) : isPending ? (
          <Spinner label="Loading properties..." />
        ) : properties.length === 0 ? (
          <PropertiesEmpty />
        ) : table ? (
          <PropertiesTableView
            listings={properties}
            query={query}
            onEdit={(property) => setModal({ kind: 'edit', property })}
            canDeleteMany={owner}
          />
        ) : visible.length === 0 ? (
          <p className="rounded-2xl bg-white px-6 py-10 text-center text-slate-600 ring-1 ring-slate-200">
            No properties match “{query.trim()}”.
          </p>
        ) : (
          <ul aria-label="Admin property listings" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:gap-6">
            {visible.map((property) => (
              <li key={property.id} className="flex">
                <AdminPropertyCard
                  property={property}
                  busy={
                    (move.isPending && move.variables?.id === property.id) ||
                    sendingStatus(property) !== undefined
                  }
                  pendingStatus={sendingStatus(property)}
                  onStatusChange={(status) => onStatusChange(property, status)}
                  onMove={(direction) => onMove(property, direction)}
                  onEdit={() => setModal({ kind: 'edit', property })}
                  onDelete={() => setDeleting(property)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {modal?.kind === 'add' && <PropertyModal property={null} onClose={() => setModal(null)} />}
      {modal?.kind === 'edit' && <PropertyModal property={modal.property} onClose={() => setModal(null)} />}
      {modal?.kind === 'bulk' && <BulkAddModal onClose={() => setModal(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title="Delete this property?"
        description={deleting ? `“${deleting.property_name}” will be deleted with its photos.` : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => deleting && onDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
