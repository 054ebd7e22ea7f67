import { LogInIcon, LogOutIcon, UserPlusIcon } from '@/components/ui/card-icons';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearAllSessions, getToken, subscribeToAuth } from '@/lib/auth-storage';

function logout(): void {
  clearAllSessions();
  window.location.reload();
}

/** Logout for a stored visitor login; otherwise Login and a highlighted Register Now! (SPEC §2 Home). */
export function HeaderAuthActions() {
  const token = useSyncExternalStore(subscribeToAuth, getToken, () => null);

  if (token) {
    return (
      <Button variant="outline" size="sm" onClick={logout}>
        <LogOutIcon className="size-4" />
        Logout
      </Button>
    );
  }
  return (
    <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-2">
      <Link
        to={paths.login.getHref()}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5 sm:px-3' })}
      >
        <LogInIcon className="hidden size-4 sm:block" />
        Login
      </Link>
      <Link
        to={paths.register.getHref()}
        className={buttonClasses({ variant: 'accent', size: 'sm', className: 'px-2.5 sm:px-3' })}
      >
        <UserPlusIcon className="hidden size-4 sm:block" />
        Register Now!
      </Link>
    </nav>
  );
}
