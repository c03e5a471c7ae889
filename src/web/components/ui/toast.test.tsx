import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toast';
import { dismissToast, toast } from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toasts on the phone', () => {
  it('closes a brief greeting after 2.5 s, where another toast stays its 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Login successful', description: 'Welcome back, Dana!', brief: true }));
    expect(screen.getByText('Login successful')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2_700));
    expect(screen.queryByText('Login successful')).toBeNull();

    act(() => void toast({ title: 'Job updated' }));
    act(() => void vi.advanceTimersByTime(2_700));
    expect(screen.getByText('Job updated')).toBeTruthy();
  });

  it('shows at the top of a narrow screen, clear of the page bottom where the next job is', () => {
    render(<Toaster />);
    const viewport = screen.getByRole('region');
    expect(viewport.querySelector('ol')?.className ?? viewport.className).toMatch(/(^| )top-0( |$)/);
  });
});
