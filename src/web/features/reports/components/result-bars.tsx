/** How the legs of the period ended, as bars: drawn with boxes, the table beside it read instead. */
export function ResultBars({ title, bars }: { title: string; bars: { label: string; count: number }[] }) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-brand-900">{title}</figcaption>
      <div className="grid gap-1.5" aria-hidden="true">
        {bars.map((bar) => (
          <div key={bar.label} className="grid grid-cols-[11rem_1fr_3rem] items-center gap-2 text-sm">
            <span className="truncate text-slate-700">{bar.label}</span>
            <span className="h-4 rounded-sm bg-slate-100">
              <span className="block h-4 rounded-sm bg-brand-700" style={{ width: `${(bar.count / max) * 100}%` }} />
            </span>
            <span className="text-right tabular-nums text-slate-800">{bar.count}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
