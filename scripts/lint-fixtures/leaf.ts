// Imports nothing, so a file importing it forms no cycle (the allowed case of the cycle test).
export const leaf = 'leaf';
