import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Below a divider: links to the other account screens. */
  footer?: ReactNode;
  /** Green icon for a finished step (e-mail sent, password changed). */
  tone?: 'default' | 'success' | 'warning';
}

const iconTones = {
  default: 'bg-navy-900 text-gold-400',
  success: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-700',
} as const;

/** The centered card every account screen is built on: icon, heading, text, content, footer. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
  tone = 'default',
}: AuthCardProps) {
  const headingId = useId();
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-16">
      <section
        aria-labelledby={headingId}
        className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 shadow-navy-900/5 ring-slate-200 sm:p-8"
      >
        <div className="text-center">
          <span className={`mx-auto flex size-12 items-center justify-center rounded-2xl ${iconTones[tone]}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 id={headingId} className="mt-4 text-2xl font-bold tracking-tight text-navy-900">
            {title}
          </h1>
          {description && <div className="mt-2 text-sm leading-relaxed text-slate-600">{description}</div>}
        </div>
        {children && <div className="mt-6">{children}</div>}
        {footer && (
          <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}
