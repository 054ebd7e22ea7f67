import { Eye, EyeOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useState } from 'react';

import { Input } from '@/components/ui/form-field';
import { translate } from '@/i18n/i18n';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** What the toggle names: 'Show {name}' / 'Hide {name}'. */
  toggleName?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  toggleName = translate('auth.password').toLowerCase(),
  className = '',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        className={`pe-12 ${className}`}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={translate(visible ? 'auth.hide' : 'auth.show', { name: toggleName })}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-navy-900"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
