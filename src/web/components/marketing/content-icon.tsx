import {
  Accessibility,
  Ambulance,
  Award,
  Briefcase,
  CalendarClock,
  Car,
  Clock,
  FileCheck,
  GraduationCap,
  HandHeart,
  Headset,
  HeartHandshake,
  MapPinned,
  Route,
  ShieldCheck,
  Stethoscope,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/types';

// The copy names its icons (decision 020: content is data); this is the one place that turns a name into a drawing.
const icons: Record<IconName, LucideIcon> = {
  ambulance: Ambulance,
  briefcase: Briefcase,
  map: MapPinned,
  clock: Clock,
  shield: ShieldCheck,
  heart: HeartHandshake,
  accessibility: Accessibility,
  headset: Headset,
  file: FileCheck,
  route: Route,
  users: Users,
  award: Award,
  handshake: HandHeart,
  calendar: CalendarClock,
  stethoscope: Stethoscope,
  car: Car,
  graduation: GraduationCap,
};

/** A decorative icon in a tinted disc; the heading next to it carries the meaning. */
export function ContentIcon({ name, size = 'md' }: { name: IconName; size?: 'md' | 'lg' }) {
  const Icon = icons[name];
  return (
    <span
      aria-hidden="true"
      className={
        size === 'lg'
          ? 'inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-800'
          : 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100'
      }
    >
      <Icon className={size === 'lg' ? 'size-7' : 'size-5'} />
    </span>
  );
}
