import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useToast } from './use-toast';

/** docs/product/constants.md: auto-close after 5000 ms, swipe 50 px right to dismiss, F8 to focus. */
export const TOAST_DURATION_MS = 5000;
/** A brief toast (a greeting) closes after this instead. */
export const BRIEF_TOAST_DURATION_MS = 2500;

export function Toaster() {
  const { current, dismiss } = useToast();
  const destructive = current?.variant === 'destructive';

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <ToastPrimitive.Root
          // A new key per toast restarts the timer and the entrance when one replaces another.
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          type={destructive ? 'foreground' : 'background'}
          {...(current.brief && { duration: BRIEF_TOAST_DURATION_MS })}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg',
            'data-[state=open]:animate-[toast-slide-in_200ms_ease-out] data-[state=closed]:animate-[toast-hide_150ms_ease-in]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
            destructive ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className={cn('text-sm', destructive ? 'text-red-800' : 'text-muted')}>
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md',
              destructive ? 'text-red-800 hover:bg-red-100' : 'text-muted hover:bg-slate-100',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/* On a phone the toast sits at the top, over the header, not over the next job's address at the bottom of the
          driver's screen; from the sm breakpoint on, in the bottom-right corner. */}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[1100] flex w-full flex-col gap-2 p-2 outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-sm sm:p-4" />
    </ToastPrimitive.Provider>
  );
}
