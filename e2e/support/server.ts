/** The journeys run the built app on its own port against a fresh data directory (docs/architecture.md). */
// E2E_PORT lets two checkouts run their journeys side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_ADMIN = { username: 'e2e.admin', password: 'Journey-Desk-Pass-77' };
