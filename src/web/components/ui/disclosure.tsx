import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

interface DisclosureProps {
  title: string;
  lead?: string;
  /** Rendered only once opened: what is inside costs nothing until it is asked for. */
  children: ReactNode;
}

/** A section shown by its heading's button, large enough for a thumb: the heading names it, the button opens it. */
export function Disclosure({ title, lead, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 text-left shadow-sm hover:bg-slate-50"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-6 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      {lead && !open ? <p className="-mt-1 px-1 text-sm text-muted">{lead}</p> : null}
      <div id={`${id}-panel`} hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}
