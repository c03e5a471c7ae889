import { useId } from 'react';

export interface ChartPoint {
  label: string;
  value: number | null;
}

const WIDTH = 420;
const HEIGHT = 200;
const PAD = { top: 12, right: 16, bottom: 28, left: 44 };

/** A round top for the axis: 100 for a percentage, else the next 1, 2 or 5 step above the largest value. */
function axisTop(values: number[], percent: boolean): number {
  if (percent) return 100;
  // At least 2, so the middle line is a whole number too.
  const max = Math.max(2, ...values);
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((top) => top >= max)!;
}

/**
 * A trend line in plain SVG (no chart library: the screen's code stays small). It is a picture for the eye; the
 * table beside it carries the same figures for a screen reader, so the drawing is hidden from one.
 */
export function TrendChart({
  title,
  points,
  percent = false,
}: {
  title: string;
  points: ChartPoint[];
  percent?: boolean;
}) {
  const titleId = useId();
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const top = axisTop(values, percent);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  // A gap where a group has nothing to measure: the line breaks instead of falling to zero.
  const segments: string[] = [];
  let current: string[] = [];
  points.forEach((p, i) => {
    if (p.value === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
    } else current.push(`${x(i).toFixed(1)},${y(p.value).toFixed(1)}`);
  });
  if (current.length) segments.push(current.join(' '));
  const every = Math.max(1, Math.ceil(points.length / 5));
  return (
    <figure className="grid gap-2">
      <figcaption id={titleId} className="text-sm font-semibold text-brand-900">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(top * f)}
              y2={y(top * f)}
              className="stroke-slate-200"
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end" className="fill-slate-600 text-[13px]">
              {Number.isInteger(top * f) ? top * f : (top * f).toFixed(1)}
              {percent ? '%' : ''}
            </text>
          </g>
        ))}
        {segments.map((segment) => (
          <polyline key={segment} points={segment} fill="none" className="stroke-brand-700" strokeWidth={2.5} />
        ))}
        {points.map((p, i) =>
          p.value === null ? null : <circle key={p.label} cx={x(i)} cy={y(p.value)} r={4} className="fill-brand-700" />,
        )}
        {points.map((p, i) =>
          i % every === 0 ? (
            <text key={p.label} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-600 text-[13px]">
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
