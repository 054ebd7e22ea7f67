import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { AdminLayout } from '@/components/layouts/admin-layout';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SITE_TITLE } from '@/config/site';
import { AcceptInvitationScreen } from '@/features/auth/components/accept-invitation-screen';

/** Accept an invitation (/accept-invitation?token=…): reads the token of the e-mailed link (ADR 0033). */
export default function AcceptInvitationRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `Join the Team | ${SITE_TITLE}`;
  }, []);

  return (
    <AdminLayout
      actions={
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'inverse', size: 'sm' })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          View Site
        </Link>
      }
    >
      <AcceptInvitationScreen
        token={token}
        onJoined={() => navigate(paths.adminDashboard.getHref(), { replace: true })}
      />
    </AdminLayout>
  );
}
