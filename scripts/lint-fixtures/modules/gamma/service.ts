export const gamma = (): string => 'gamma';
