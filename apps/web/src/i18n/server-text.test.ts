import { afterEach, describe, expect, it } from 'vitest';

import { ApiError, serverDetail } from '@/lib/api-client';

import { i18n, loadLanguage } from './i18n';
import type { Language } from './languages';

async function use(language: Language) {
  await loadLanguage(language);
  i18n.activate(language);
}

const detail = (message: string) => serverDetail(new ApiError(400, message));

afterEach(() => i18n.activate('en'));

describe("the server's messages in the visitor's language", () => {
  it('keeps the English words in English', async () => {
    await use('en');
    expect(detail('Invalid credentials')).toBe('Invalid credentials');
    expect(detail('Too many attempts. Please try again in 15 minutes.')).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
  });

  it('translates a known message, its number with the plural forms', async () => {
    await use('ru');
    expect(detail('An account with this email already exists. Please log in.')).toBe(
      'Аккаунт с этим e-mail уже есть. Пожалуйста, войдите.',
    );
    expect(detail('Too many attempts. Please try again in 15 minutes.')).toBe(
      'Слишком много попыток. Попробуйте снова через 15 минут.',
    );
    expect(detail('Too many attempts. Please try again in 1 minute.')).toBe(
      'Слишком много попыток. Попробуйте снова через 1 минуту.',
    );
    expect(detail('Invalid verification code. 2 attempts left.')).toBe('Неверный код. Осталось 2 попытки.');
    await use('ar');
    expect(detail('Property not found')).toBe('العقار غير موجود');
  });

  it('shows a message the catalogs do not hold as the server wrote it', async () => {
    await use('ru');
    expect(detail('name: must be at most 80 characters')).toBe('name: must be at most 80 characters');
    expect(serverDetail(new ApiError(500, ''))).toBeUndefined();
  });
});
