import type { Rider } from '@domain/rider';
import { ridersCopy } from '@/content/riders';

export type NeedKind = 'oxygen' | 'serviceAnimal' | 'escorts' | 'doorThroughDoor' | 'bariatric';

/** The rider's needs in words ("Oxygen", "Service animal", "2 escorts"), in the order a driver plans for them. */
export function riderNeeds(
  rider: Pick<Rider, 'oxygen' | 'serviceAnimal' | 'escortCount' | 'doorThroughDoor' | 'bariatric'>,
): { kind: NeedKind; label: string }[] {
  const { needs } = ridersCopy;
  return [
    rider.oxygen && { kind: 'oxygen' as const, label: needs.oxygen },
    rider.serviceAnimal && { kind: 'serviceAnimal' as const, label: needs.serviceAnimal },
    rider.escortCount > 0 && { kind: 'escorts' as const, label: needs.escorts(rider.escortCount) },
    rider.doorThroughDoor && { kind: 'doorThroughDoor' as const, label: needs.doorThroughDoor },
    rider.bariatric && { kind: 'bariatric' as const, label: needs.bariatric },
  ].filter((need): need is { kind: NeedKind; label: string } => Boolean(need));
}
