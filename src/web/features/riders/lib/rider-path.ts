import type { Rider } from '@domain/rider';

/** A rider's own page, which a card's link and a table row both open. */
export const riderPath = (rider: Pick<Rider, 'id'>) => `/riders/${rider.id}`;
