import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Probe({ open }: { open: boolean }) {
  return <p>{open ? 'open' : 'closed'}</p>;
}

describe('lazyDialog', () => {
  it('fetches the dialog only when it is first opened, and keeps it mounted after it closes', async () => {
    const load = vi.fn(async () => Probe);
    const Dialog = lazyDialog(load, (props: { open: boolean }) => props.open);
    const { rerender } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed')).toBeNull();
    rerender(<Dialog open />);
    expect(await screen.findByText('open')).toBeTruthy();
    rerender(<Dialog open={false} />);
    expect(screen.getByText('closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be fetched ahead of its opening, once', async () => {
    const load = vi.fn(async () => Probe);
    const Dialog = lazyDialog(load, (props: { open: boolean }) => props.open);
    Dialog.preload();
    Dialog.preload();
    render(<Dialog open />);
    expect(await screen.findByText('open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a lazy dialog whose chunk cannot be fetched', () => {
  it('says so with Try again, fetches nothing more on its own, and opens once a retry fetches it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Probe>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Probe);
    const Dialog = lazyDialog(load, (props: { open: boolean }) => props.open);
    const { rerender } = render(<Dialog open />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be shown.');
    rerender(<Dialog open />);
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('open')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });

  it('forgets a failed fetch ahead of opening, so the first opening fetches again', async () => {
    const load = vi
      .fn<() => Promise<typeof Probe>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Probe);
    const Dialog = lazyDialog(load, (props: { open: boolean }) => props.open);
    Dialog.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(<Dialog open />);
    expect(await screen.findByText('open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
