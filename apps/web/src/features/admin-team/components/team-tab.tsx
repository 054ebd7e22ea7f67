import { MailPlus, Users } from 'lucide-react';
import { useId } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { fullDate } from '@/lib/format';
import { loadFailed } from '@/lib/load-failed';

import { useAdminMe } from '../api/get-admin-me';
import { useTeam } from '../api/get-team';
import { InviteForm } from './invite-form';
import { TeamMemberRow } from './team-member-row';
import { ROLE_LABELS } from './team-texts';

/**
 * Admin dashboard Team tab (owners only, ADR 0033): every admin with their role, whether they can log
 * in and their login lock; invitations by e-mail and the ones still waiting.
 */
export function TeamTab() {
  const membersId = useId();
  const inviteId = useId();
  const waitingId = useId();
  const query = useTeam();
  const me = useAdminMe();
  const { data } = query;

  return (
    <div className="grid max-w-4xl gap-6">
      <section
        aria-labelledby={membersId}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7"
      >
        <h2 id={membersId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Users aria-hidden="true" className="size-5 text-gold-600" />
          Team
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Owners manage everything; editors manage listings, drafts, imports and inquiries. A deactivated
          admin is logged out at once.
        </p>
        {data ? (
          <ul aria-label="Admins" className="mt-2 divide-y divide-slate-200">
            {data.admins.map((member) => (
              <TeamMemberRow key={member.id} member={member} isYou={member.id === me.data?.id} />
            ))}
          </ul>
        ) : loadFailed(query) ? (
          <LoadError
            title="Couldn't load the team"
            onRetry={() => void query.refetch()}
            busy={query.isFetching}
            className="mt-6 flex-col rounded-xl bg-slate-50 px-6 py-10 ring-1 ring-slate-200"
          >
            It could not be reached just now. Check your connection and try again.
          </LoadError>
        ) : (
          <Spinner label="Loading the team..." className="py-10" />
        )}
      </section>

      <section
        aria-labelledby={inviteId}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7"
      >
        <h2 id={inviteId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <MailPlus aria-hidden="true" className="size-5 text-gold-600" />
          Invite an admin
        </h2>
        <InviteForm />
        {data && data.invitations.length > 0 && (
          <>
            <h3 id={waitingId} className="mt-6 text-sm font-semibold text-slate-900">
              Waiting for an answer
            </h3>
            <ul
              aria-labelledby={waitingId}
              className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
            >
              {data.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:justify-between"
                >
                  <span className="min-w-0 truncate font-medium text-slate-900">
                    {invitation.email}{' '}
                    <span className="font-normal text-slate-600">
                      as {ROLE_LABELS[invitation.role].toLowerCase()}
                    </span>
                  </span>
                  <span className="text-slate-600">Expires {fullDate(invitation.expires_at)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
