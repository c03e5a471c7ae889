import { Dog, DoorOpen, Scale, Users, Wind } from 'lucide-react';
import type { Rider } from '@domain/rider';
import { Badge } from '@/components/ui/badge';
import { ridersCopy } from '@/content/riders';
import { riderNeeds, type NeedKind } from '../lib/rider-needs';

const ICONS: Record<NeedKind, typeof Wind> = {
  oxygen: Wind,
  serviceAnimal: Dog,
  escorts: Users,
  doorThroughDoor: DoorOpen,
  bariatric: Scale,
};

/** Each need as an icon and its word, so it reads without the icon too. */
export function RiderNeeds({ rider }: { rider: Rider }) {
  const needs = riderNeeds(rider);
  if (needs.length === 0) return <span className="text-sm text-muted">{ridersCopy.noNeeds}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {needs.map(({ kind, label }) => {
        const Icon = ICONS[kind];
        return (
          <li key={kind}>
            <Badge tone="blue" className="gap-1 normal-case">
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
