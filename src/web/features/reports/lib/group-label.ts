import type { PerformanceReport } from '@domain/report';
import { calendarText } from '@/lib/company-clock';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A group as people name it: "Nov 28", "Week of Nov 23", "Nov 2026", or the driver's or payer's name. */
export function groupLabel(groupBy: PerformanceReport['groupBy'], group: { key: string; label: string }): string {
  if (groupBy === 'day') return calendarText(group.key, 'monthDay');
  if (groupBy === 'week') return `Week of ${calendarText(group.key, 'monthDay')}`;
  if (groupBy === 'month') return monthFormat.format(new Date(`${group.key}-01T00:00:00Z`));
  return group.label;
}
