import { Quote } from 'lucide-react';
import type { Testimonial } from '@/content/types';

/** A quotation with its speaker; figure/blockquote/figcaption is how the web marks up a quote. */
function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <Quote aria-hidden="true" className="size-8 text-brand-600" />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <span className="block font-semibold text-ink">{testimonial.name}</span>
        <span className="block text-sm text-muted">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialList({ items, cols = 3 }: { items: readonly Testimonial[]; cols?: 2 | 3 }) {
  return (
    <ul className={cols === 3 ? 'grid gap-6 md:grid-cols-3' : 'grid gap-6 md:grid-cols-2'}>
      {items.map((item) => (
        <li key={item.name}>
          <TestimonialCard testimonial={item} />
        </li>
      ))}
    </ul>
  );
}
