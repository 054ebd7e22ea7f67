import { expect } from 'vitest';

/**
 * A field's error as a user meets it (ADR 0027): the control is aria-invalid and described, first, by
 * the message shown under it, word for word.
 */
export function expectInlineError(control: HTMLElement, message: string): void {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  const [errorId] = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const shown = errorId ? document.getElementById(errorId) : null;
  expect(shown, `${control.id} has no message in aria-describedby`).not.toBeNull();
  expect(shown).toBeVisible();
  expect(shown?.textContent).toBe(message);
}

/** The form leaves every check to its own code: the browser shows no bubble and never blocks a submit. */
export function expectNoBrowserValidation(form: HTMLElement | null): void {
  expect(form).toBeInstanceOf(HTMLFormElement);
  expect((form as HTMLFormElement).noValidate).toBe(true);
}
