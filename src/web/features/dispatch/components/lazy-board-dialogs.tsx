import { lazyDialog } from '@/lib/lazy-dialog';
import { CandidatesDialog } from './lazy-candidates-dialog';

// The board's dialogs load when one first opens, not with the board a phone draws first: with them come the dialog
// library, the cancellation's form library and the schemas (docs/performance.md, "Staff screens on a phone").
export const LegPanel = lazyDialog(
  async () => (await import('./leg-panel')).LegPanel,
  (props) => props.leg !== null,
);
/** Shown only while open, so each opening starts with an empty note. */
export const ClearInspectionDialog = lazyDialog(
  async () => (await import('./clear-inspection-dialog')).ClearInspectionDialog,
  () => true,
);

/** What a leg opens (its panel on a click or Enter, its drivers on C), fetched once the pointer or focus reaches a leg. */
export function preloadLegDialogs(): void {
  LegPanel.preload();
  CandidatesDialog.preload();
}
