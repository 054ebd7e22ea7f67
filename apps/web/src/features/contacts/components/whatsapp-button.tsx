import { whatsappLink } from '@dd/core';
import { MessageCircleIcon } from '@/components/ui/card-icons';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { useHydrating } from '@/lib/hydration';

import { useLoadedContacts } from '../api/get-contacts';
import { translate } from '@/i18n/i18n';

interface WhatsappButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Opens a WhatsApp chat with the site's WhatsApp number, or its phone number when there is none
 * (SPEC §7), in a new tab. Only a number loaded from the server counts, never the placeholders: while
 * loading the button's place is kept empty (nothing shifts), and without a number it is not shown.
 * The server's HTML keeps it empty too, and so does the browser while it hydrates that HTML (the
 * contacts may arrive meanwhile: the footer, hydrated first, asks for them).
 */
export function WhatsappButton({
  children,
  variant = 'whatsapp',
  size = 'lg',
  className,
}: WhatsappButtonProps) {
  const { data, isPending } = useLoadedContacts();
  const hydrating = useHydrating();
  if (isPending || hydrating) {
    return (
      <span
        aria-hidden="true"
        className={buttonClasses({ variant, size, className: `invisible ${className ?? ''}` })}
      >
        <MessageCircleIcon className="size-5" />
        {children}
      </span>
    );
  }
  const href = data ? whatsappLink(data) : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant, size, className })}
    >
      <MessageCircleIcon className="size-5" />
      {children}
      <span className="sr-only"> {translate('layout.whatsappNewTab')}</span>
    </a>
  );
}
