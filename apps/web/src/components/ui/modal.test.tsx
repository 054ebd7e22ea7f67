import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Modal } from './modal';

function Harness({ withInput = false }: { withInput?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind the dialog</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete this property?">
        {withInput && <input aria-label="Reason" />}
        <button type="button">Cancel</button>
        <button type="button">Delete</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('keeps Tab and Shift+Tab inside the dialog, from the panel too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this property?' });
    expect(dialog).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind the dialog', hidden: true })).not.toHaveFocus();
  });

  it('focuses the first field, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness withInput />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
