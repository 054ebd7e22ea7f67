import type { ClipboardEvent, ComponentProps } from 'react';

import { Input } from '@/components/ui/form-field';

import { CODE_LENGTH } from './auth-constants';

/** Digits only, at most the code's length: '123 456' and '123-456' become '123456'. */
export const codeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

interface CodeInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (code: string) => void;
}

/**
 * The 6-digit verification code: numeric keypad on phones, the code offered from an SMS or e-mail
 * where the browser can, and a pasted code kept whole even with spaces (maxLength would cut it).
 */
export function CodeInput({ value, onValueChange, className = '', ...props }: CodeInputProps) {
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = codeDigits(event.clipboardData.getData('text'));
    if (pasted.length === CODE_LENGTH) {
      onValueChange(pasted);
      return;
    }
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    onValueChange(codeDigits(value.slice(0, start) + pasted + value.slice(end)));
  };

  return (
    <Input
      {...props}
      type="text"
      value={value}
      onChange={(event) => onValueChange(codeDigits(event.target.value))}
      onPaste={paste}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${CODE_LENGTH}}`}
      maxLength={CODE_LENGTH}
      className={`text-center font-mono text-2xl! tracking-[0.5em] ${className}`}
    />
  );
}
