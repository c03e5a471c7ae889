import { lazyDialog } from '@/lib/lazy-dialog';

// The drivers for a leg load when first asked for, not with the board (docs/performance.md, "Staff screens on a
// phone"). Apart from lazy-board-dialogs.tsx, so the leg's panel can fetch it ahead without importing itself.
export const CandidatesDialog = lazyDialog(
  async () => (await import('./candidates-dialog')).CandidatesDialog,
  (props) => props.leg !== null,
);
