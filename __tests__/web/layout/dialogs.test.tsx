import { screen } from '@testing-library/react';

import { AlertDialog } from '@/components/AlertDialog';
import { ConfirmDialog } from '@/components/ConfirmDialog';

import { renderWithProviders } from '../helpers/render';

function backdrop(): Element {
  // The backdrop has no role; a visitor clicking beside the dialog lands on it.
  // eslint-disable-next-line testing-library/no-node-access
  const element = document.querySelector('.MuiBackdrop-root');
  if (!element) throw new Error('no backdrop');
  return element;
}

describe('ConfirmDialog', () => {
  function renderConfirm(open = true) {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const view = renderWithProviders(
      <ConfirmDialog
        open={open}
        title="Remove title?"
        message="It leaves your watchlist."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    return { ...view, onConfirm, onCancel };
  }

  it('renders nothing while closed', () => {
    renderConfirm(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title, message, Cancel and a Confirm with a trash icon', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Remove title?' });
    expect(dialog).toHaveAccessibleDescription('It leaves your watchlist.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    expect(screen.getByTestId('DeleteIcon')).toBeInTheDocument();
  });

  it('Confirm and Cancel call their callbacks', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a click on the backdrop counts as cancel', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(backdrop());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape counts as cancel', async () => {
    const { user, onCancel } = renderConfirm();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('AlertDialog', () => {
  it("defaults to the title 'Alert' and the button 'Got It'", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <AlertDialog open message="Something needs your attention." onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Alert' })).toHaveAccessibleDescription(
      'Something needs your attention.',
    );
    await user.click(screen.getByRole('button', { name: 'Got It' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes its own title and button text', () => {
    renderWithProviders(
      <AlertDialog open title="Saved" buttonLabel="OK" message="Done." onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<AlertDialog open={false} message="Done." onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
