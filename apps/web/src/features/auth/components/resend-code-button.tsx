import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';

import { failureMessage } from '../api/auth-answer';
import { useResendCode } from '../api/resend-code';
import { RESEND_COOLDOWN_SECONDS } from './auth-constants';
import { useCountdown } from './use-countdown';
import { translate } from '@/i18n/i18n';

interface ResendCodeButtonProps {
  /** The checked e-mail to send the code to, or null when the form shows what is wrong with it. */
  getEmail: () => Promise<string | null>;
}

/**
 * Asks for a fresh code. The server sends at most one a minute, so the button then waits 60 seconds
 * and shows the time left.
 */
export function ResendCodeButton({ getEmail }: ResendCodeButtonProps) {
  const mutation = useResendCode();
  const { secondsLeft, start } = useCountdown();
  const waiting = secondsLeft > 0;

  const resend = async () => {
    const email = await getEmail();
    if (!email) return;
    mutation.mutate(
      { email },
      {
        onSuccess: (message) => {
          toast.success(message);
          start(RESEND_COOLDOWN_SECONDS);
        },
        onError: (error) => toast.error(failureMessage(error, translate('auth.resendFailed'))),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-slate-600">
      <span>{translate('auth.noCode')}</span>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void resend()}
        disabled={waiting || mutation.isPending}
        className="text-navy-700"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {waiting
          ? translate('auth.resendIn', { seconds: secondsLeft })
          : translate(mutation.isPending ? 'auth.sending' : 'auth.resend')}
      </Button>
    </div>
  );
}
