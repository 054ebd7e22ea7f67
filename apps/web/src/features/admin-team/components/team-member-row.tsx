import type { AdminRole, TeamMember } from '@dd/core';
import { adminRoleSchema } from '@dd/core';
import { LockOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverDetail } from '@/lib/api-client';

import { useClearAdminLock } from '../api/clear-admin-lock';
import { useUpdateTeamMember } from '../api/update-team-member';
import { ROLE_LABELS, SELECT_CLASSES } from './team-texts';

interface TeamMemberRowProps {
  member: TeamMember;
  /** The logged-in owner's own row. */
  isYou: boolean;
}

/** One admin: their role (a select), whether they can log in (a switch), and clearing their login lock. */
export function TeamMemberRow({ member, isYou }: TeamMemberRowProps) {
  const update = useUpdateTeamMember();
  const clearLock = useClearAdminLock();
  const [confirmOff, setConfirmOff] = useState(false);

  const change = (next: { role?: AdminRole; active?: boolean }, done: string) => {
    update.mutate(
      { id: member.id, ...next },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(serverDetail(error) ?? 'Failed to update the admin'),
        onSettled: () => setConfirmOff(false),
      },
    );
  };

  const onClearLock = () => {
    clearLock.mutate(member.id, {
      onSuccess: () => toast.success(`${member.username} can log in from any address again.`),
      onError: (error) => toast.error(serverDetail(error) ?? 'Failed to clear the login lock'),
    });
  };

  return (
    <li className="flex flex-col gap-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="truncate">{member.username}</span>
          {isYou && (
            <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-800 ring-1 ring-navy-200">
              You
            </span>
          )}
          {!member.active && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
              Deactivated
            </span>
          )}
        </p>
        <p className="truncate text-sm text-slate-600">{member.email ?? 'No e-mail yet'}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <select
          aria-label={`Role of ${member.username}`}
          value={member.role}
          disabled={update.isPending}
          onChange={(event) => {
            const role = adminRoleSchema.safeParse(event.target.value);
            if (role.success && role.data !== member.role) {
              change(
                { role: role.data },
                `${member.username} is now ${ROLE_LABELS[role.data].toLowerCase()}.`,
              );
            }
          }}
          className={`${SELECT_CLASSES} w-28!`}
        >
          {adminRoleSchema.options.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <button
            type="button"
            role="switch"
            aria-checked={member.active}
            aria-label={`${member.username} can log in`}
            disabled={update.isPending}
            onClick={() =>
              member.active
                ? setConfirmOff(true)
                : change({ active: true }, `${member.username} can log in again.`)
            }
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:opacity-50 ${
              member.active ? 'bg-emerald-600' : 'bg-slate-300'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                member.active ? 'translate-x-5' : 'translate-x-0.5'
              }`}
            />
          </button>
          <span aria-hidden="true">Active</span>
        </label>
        <Button
          variant="outline"
          size="sm"
          onClick={onClearLock}
          disabled={clearLock.isPending}
          aria-label={`Clear login lock of ${member.username}`}
        >
          <LockOpen aria-hidden="true" className="size-4" />
          Clear login lock
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOff}
        title={`Deactivate ${member.username}?`}
        description={`${member.username} is logged out at once, everywhere, and cannot log in until an owner reactivates the account.`}
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        pending={update.isPending}
        onConfirm={() => change({ active: false }, `${member.username} was deactivated and logged out.`)}
        onCancel={() => setConfirmOff(false)}
      />
    </li>
  );
}
