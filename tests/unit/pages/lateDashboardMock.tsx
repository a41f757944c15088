/**
 * A stand-in for the admin dashboard's module in the dashboard page tests: its import settles when
 * the test says so (`lateDashboard.arrive()`), as a chunk that comes late does.
 */
let release: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});

export const lateDashboard = { arrive: () => release(), arrived };

export async function lateAdminDashboardModule() {
  await arrived;
  return { default: () => <p>admin dashboard</p> };
}
