import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  title: string;
  description?: ReactNode;
}

/**
 * A centred modal with its title, description and close button. The overlay is the scroll container
 * and the content is centred without a CSS transform, so a fixed-position child (Uppy's modal
 * dashboard) still covers the viewport and stays inside the dialog's focus trap.
 *
 * Our dialogs are opened from state, not from a Radix Trigger, so Radix has no trigger to refocus
 * and focus fell to <body> on close: the content remembers whatever had focus when it opened (the
 * Review, View, Edit or Create Job button) and gives focus back to it when it closes (WCAG 2.4.3).
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-900/60 p-4">
        <DialogPrimitive.Content
          className={cn('relative w-full max-w-lg rounded-xl bg-white p-5 shadow-xl sm:p-6', className)}
          // Without a description Radix wants an explicit "none", else it warns in the console.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Fired before focus moves in, so the active element is still the opener.
            opener.current =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body
                ? document.activeElement
                : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          {...props}
        >
          <DialogPrimitive.Title className="pr-10 text-lg font-semibold text-brand-900">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-muted">{description}</DialogPrimitive.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}
