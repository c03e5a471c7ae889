import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { lazyPage } from './lazy-page';

function Table({ rows }: { rows: number }) {
  return <p>{rows} rows</p>;
}

function Broken(): never {
  throw new Error('cannot draw');
}

describe('a lazily loaded part of a page', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.mocked(console.error).mockRestore());

  it('shows a failed fetch in its own place, the rest of the page still drawn, and draws once Try again fetches it', async () => {
    const load = vi
      .fn<() => Promise<{ Table: typeof Table }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Table });
    const LazyTable = lazyPage(load, 'Table');
    render(
      <main>
        <h1>Riders</h1>
        <Suspense fallback={<p>Loading</p>}>
          <LazyTable rows={3} />
        </Suspense>
      </main>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Riders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 rows')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched once however often it is preloaded and drawn', async () => {
    const load = vi.fn(async () => ({ Table }));
    const LazyTable = lazyPage(load, 'Table');
    LazyTable.preload();
    LazyTable.preload();
    render(
      <Suspense fallback={null}>
        <LazyTable rows={1} />
        <LazyTable rows={2} />
      </Suspense>,
    );
    expect(await screen.findByText('2 rows')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('LoadBoundary', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.mocked(console.error).mockRestore());

  it('puts the part back when its reset key changes (another address)', () => {
    let broken = true;
    const Part = () => (broken ? <Broken /> : <p>drawn</p>);
    const { rerender } = render(
      <LoadBoundary resetKey="/jobs">
        <Part />
      </LoadBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    broken = false;
    rerender(
      <LoadBoundary resetKey="/jobs">
        <Part />
      </LoadBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <LoadBoundary resetKey="/riders">
        <Part />
      </LoadBoundary>,
    );
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('draws nothing in place of a silent part', () => {
    const { container } = render(
      <LoadBoundary placement="silent">
        <Broken />
      </LoadBoundary>,
    );
    expect(container.innerHTML).toBe('');
  });
});
