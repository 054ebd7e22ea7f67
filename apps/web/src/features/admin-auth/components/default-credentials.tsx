import { KeyRound } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useAdminSetup } from '../api/get-admin-setup';

interface DefaultCredentialsProps {
  /** Fills the login form with the shown credentials. */
  onUse: (credentials: { username: string; password: string }) => void;
}

/**
 * The default admin credentials in plain view (SPEC §2), only while the default password still works
 * (DESIGN §5): the server's admin-setup answer says so. Nothing is shown while it loads or fails.
 */
export function DefaultCredentials({ onUse }: DefaultCredentialsProps) {
  const { data } = useAdminSetup();
  if (!data?.default_credentials_active || !data.password) return null;
  const credentials = { username: data.username ?? 'admin', password: data.password };

  return (
    <section
      aria-labelledby="default-credentials-heading"
      className="rounded-xl bg-gold-300/25 p-4 text-sm text-slate-800 ring-1 ring-gold-400/60"
    >
      <h2 id="default-credentials-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <KeyRound aria-hidden="true" className="size-4 text-gold-600" />
        Default admin credentials
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">Username</dt>
        <dd className="font-mono font-semibold">{credentials.username}</dd>
        <dt className="text-slate-600">Password</dt>
        <dd className="font-mono font-semibold">{credentials.password}</dd>
      </dl>
      <p className="mt-2 text-slate-700">Change the password in the dashboard after your first login.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => onUse(credentials)}>
        Fill in these credentials
      </Button>
    </section>
  );
}
