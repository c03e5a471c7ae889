import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { dashboardText } from '@/content/dashboard';
import { renderWithProviders } from '@/testing/render';
import { AddButton, RecordProblem, RecordState } from './staff-page';

const text = { notFound: 'This van does not exist.', loadFailed: 'The van could not be loaded.' };
const query = (over: Partial<{ data: { number: string } | undefined; isPending: boolean; error: unknown }>) => ({
  data: undefined,
  isPending: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});
const show = (q: ReturnType<typeof query>) =>
  renderWithProviders(
    <RecordState query={q} loading="Loading the van" text={text}>
      {(van) => <h1>{van.number}</h1>}
    </RecordState>,
  );

describe("a record page's state", () => {
  it('spins while the record is on its way, then shows it', () => {
    const { rerender } = show(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading the van' })).toBeTruthy();
    rerender(
      <RecordState query={query({ data: { number: 'VAN-7' } })} loading="Loading the van" text={text}>
        {(van) => <h1>{van.number}</h1>}
      </RecordState>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'VAN-7' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a record that is not there does not exist, as the page heading, with nothing to retry', () => {
    show(query({ error: new ApiError(404, 'Not Found', null) }));
    expect(screen.getByRole('alert').contains(screen.getByRole('heading', { level: 1, name: text.notFound }))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: dashboardText.list.retry })).toBeNull();
  });

  it('says the load failed otherwise, and "Try again" asks again', async () => {
    const failed = query({ error: new ApiError(503, 'Service Unavailable', null) });
    const { user } = show(failed);
    expect(screen.getByRole('heading', { level: 1, name: text.loadFailed })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: dashboardText.list.retry }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});

describe("a record's problem on a page that keeps its own title", () => {
  it('is a second-level heading under that title', () => {
    renderWithProviders(
      <>
        <h1>Edit standing order</h1>
        <RecordProblem heading="h2" error={new ApiError(404, 'Not Found', null)} text={text} onRetry={vi.fn()} />
      </>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: text.notFound })).toBeTruthy();
  });
});

describe("a list page's add action", () => {
  it('is a button when the form opens in place, and a link when it is a page of its own', async () => {
    const open = vi.fn();
    const { user } = renderWithProviders(
      <>
        <AddButton onClick={open}>Add vehicle</AddButton>
        <AddButton href="/standing-orders/new">New standing order</AddButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(open).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'New standing order' }).getAttribute('href')).toBe('/standing-orders/new');
  });
});
