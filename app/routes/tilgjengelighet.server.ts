// Server code for tilgjengelighet.tsx (docs/decisions/023: services reach route modules through *.server.ts).
export { accessibilityFeedbackSchema, sendAccessibilityFeedback } from '#server/services/accessibility-feedback.ts';
export { parseForm } from '#server/services/admin/form-input.ts';
