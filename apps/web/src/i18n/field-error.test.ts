import { PASSWORD_MESSAGES, PHONE_MESSAGE } from '@dd/core';
import { afterEach, describe, expect, it } from 'vitest';

import { fieldErrorText } from './field-error';
import { i18n, loadLanguage } from './i18n';
import type { Language } from './languages';

async function use(language: Language) {
  await loadLanguage(language);
  i18n.activate(language);
}

afterEach(() => i18n.activate('en'));

describe("a field's error in each language", () => {
  it('keeps the English words of the shared rules, the label before a fragment', () => {
    expect(fieldErrorText('Full name', 'is required')).toBe('Full name is required');
    expect(fieldErrorText('Phone', PHONE_MESSAGE)).toBe(`Phone ${PHONE_MESSAGE}`);
    expect(fieldErrorText('Message', 'must be at most 5000 characters')).toBe(
      'Message must be at most 5000 characters',
    );
    expect(fieldErrorText('Password', PASSWORD_MESSAGES.failed)).toBe(PASSWORD_MESSAGES.failed);
    expect(fieldErrorText('Name', 'must be unlike any rule')).toBe('Name must be unlike any rule');
  });

  it('says the known rules in Russian and Arabic, and leaves a server reason as it came', async () => {
    await use('ru');
    expect(fieldErrorText('Имя и фамилия', 'is required')).toBe('Заполните поле «Имя и фамилия»');
    expect(fieldErrorText('Сообщение', 'must be at most 5000 characters')).toMatch(
      /не более 5\s?000 символов/,
    );
    expect(fieldErrorText('Пароль', PASSWORD_MESSAGES.mismatch)).toBe('Пароли не совпадают');
    expect(fieldErrorText('E-mail', 'Already registered.')).toBe('Already registered.');
    await use('ar');
    expect(fieldErrorText('البريد الإلكتروني', 'must be a valid email address')).toBe(
      '«البريد الإلكتروني»: أدخل بريدًا إلكترونيًا صحيحًا',
    );
  });
});
