/** What a screen says when a part of it could not be fetched or drawn (docs/decisions/098-a-part-that-fails-to-load.md). */
export const loadFailureCopy = {
  heading: 'This part of the page could not be shown.',
  lead: 'The connection may have dropped. Try again; if it happens again, reload the page.',
  retry: 'Try again',
  reload: 'Reload page',
} as const;
