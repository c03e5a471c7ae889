import { beta } from '../beta/service';

// Module alpha imports beta, which imports gamma: gamma importing alpha back closes a cycle of modules.
export const alpha = (): string => `alpha ${beta()}`;
