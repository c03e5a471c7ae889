/**
 * @tanstack/react-virtual for component tests: happy-dom lays nothing out, so the real virtualizer would draw no
 * row; this one puts every row in view. Used as `vi.mock('@tanstack/react-virtual', () => import(...))`.
 */
export const useVirtualizer = ({ count }: { count: number }) => ({
  getVirtualItems: () =>
    Array.from({ length: count }, (_, index) => ({ index, key: index, start: index * 52, end: (index + 1) * 52 })),
  getTotalSize: () => count * 52,
  scrollToIndex: () => {},
});
