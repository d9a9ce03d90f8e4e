// Server code for min-side.gebyrer.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export {
  isPaymentAvailable,
  listFines,
  PaymentFailure,
  startFinePayment,
} from '#server/services/payments/fine-payments.ts';
