import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { renderWithApp } from '@/testing/render';

import { CustomPrice } from './custom-price';

/** The boxes in a form, as the filter bar and the Filters sheet hold them. */
function renderBoxes() {
  const onApply = vi.fn<(price: string) => void>();
  const view = renderWithApp(
    <>
      <form noValidate>
        <CustomPrice price="all" onApply={onApply} />
      </form>
      <button type="button">elsewhere</button>
    </>,
  );
  return { ...view, onApply };
}

async function inLanguage(language: Language) {
  await loadLanguage(language);
  i18n.activate(language);
}

const MESSAGES: [Language, string, string, string, string][] = [
  ['en', 'Min price', 'Max price', 'The minimum is above the maximum.', 'Enter an amount such as 950K'],
  ['ru', 'Цена от', 'Цена до', 'Минимальная цена выше максимальной.', 'Введите сумму так: 950K'],
  ['ar', 'أدنى سعر', 'أعلى سعر', 'الحد الأدنى أعلى من الحد الأقصى.', 'أدخل المبلغ هكذا: 950K'],
];

describe('The custom price range', () => {
  afterEach(() => i18n.activate('en'));

  it.each(MESSAGES)(
    'in %s says why an inverted range is not applied, under both boxes and tied to them',
    async (language, minLabel, maxLabel, inverted, unreadable) => {
      await inLanguage(language);
      const { user, onApply } = renderBoxes();
      const min = screen.getByRole('textbox', { name: minLabel });
      const max = screen.getByRole('textbox', { name: maxLabel });
      await user.type(min, '3M');
      await user.type(max, '1M{Enter}');

      const message = await screen.findByRole('alert');
      expect(message).toHaveTextContent(inverted);
      for (const box of [min, max]) {
        expect(box).toHaveAttribute('aria-invalid', 'true');
        expect(box).toHaveAccessibleDescription(inverted);
      }
      expect(onApply).not.toHaveBeenCalled();

      // A box it cannot read says so instead.
      await user.clear(max);
      await user.type(max, 'lots{Enter}');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unreadable));

      // A range that reads right is applied, and the message goes.
      await user.clear(max);
      await user.type(max, '4M{Enter}');
      await waitFor(() => expect(onApply).toHaveBeenCalledWith('3000000-4000000'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(min).not.toHaveAttribute('aria-invalid');
      expect(min).not.toHaveAccessibleDescription();
    },
  );

  it('applies a range when focus leaves the pair, not when it moves between the boxes', async () => {
    const { user, onApply } = renderBoxes();
    await user.type(screen.getByRole('textbox', { name: 'Min price' }), '950K');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Max price' }), '2.5M');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('950000-2500000'));
  });
});
