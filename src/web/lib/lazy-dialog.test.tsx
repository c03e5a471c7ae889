import { render, screen } from '@testing-library/react';
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
