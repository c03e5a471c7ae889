import { Clock } from 'lucide-react';
import type { DriverDay } from '@domain/job';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { myJobsCopy } from '@/content/my-jobs';
import { failureDescription } from '@/lib/api-client';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { useClock } from '../api/clock';

const copy = myJobsCopy.clock;

/**
 * Today's working day on the phone (docs/decisions/118-clock-in.md): one large button, Clock in then Clock out,
 * and the times recorded. The inspection clocks the driver in too, so most days only Clock out is left to tap.
 */
export function ClockCard({ clock }: { clock: DriverDay['clock'] }) {
  const { timeZone } = useCompany();
  const record = useClock();
  const time = (at: string) => clockText(at, 'time', timeZone);
  // Awaited, not mutate's callbacks: the day read again may redraw the run before those would run.
  const act = async (action: 'in' | 'out') => {
    try {
      await record.mutateAsync(action);
      toast({ title: action === 'in' ? copy.clockedInToast : copy.clockedOutToast });
    } catch (error) {
      toast({ title: copy.failed, description: failureDescription(error, copy.failed), variant: 'destructive' });
    }
  };
  const done = clock?.out ?? null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex items-center gap-2 text-lg text-ink">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {!clock ? copy.notYet : done ? copy.clockedOut(time(clock.in), time(done)) : copy.clockedIn(time(clock.in))}
      </p>
      {done ? null : (
        <Button size="lg" disabled={record.isPending} onClick={() => void act(clock ? 'out' : 'in')}>
          {record.isPending ? copy.sending : clock ? copy.clockOut : copy.clockIn}
        </Button>
      )}
    </div>
  );
}
