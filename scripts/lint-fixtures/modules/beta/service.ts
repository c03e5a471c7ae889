import { gamma } from '../gamma/service';

export const beta = (): string => `beta ${gamma()}`;
