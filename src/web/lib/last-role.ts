/**
 * Whether the last session in this browser was a driver's: a hint only, kept so the driver's phone may ask for
 * its record and run before the session check answers (./early-reads.ts). Anyone else opening the portal
 * asks for nothing a driver's page reads before the server has said who they are.
 */
const KEY = 'keystone.driver-device';

export function lastSessionWasDriver(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSessionRole(role: string | null): void {
  try {
    if (role === 'driver') localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the portal reads after the session check, as for anyone.
  }
}
