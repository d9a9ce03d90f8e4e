// Error boundary of the circulation staff pages (picking lists, desk): a logged-in patron without a staff role gets a 403 page.
import { staffErrorBoundary } from '#app/components/shell/staff-error-boundary.tsx';

export const CirculationStaffErrorBoundary = staffErrorBoundary('staff');
