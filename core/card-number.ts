// Library card numbers handed out at sign-up: unguessable digits with a Luhn check digit (docs/decisions/004).

/** '5' + 10 random digits + a check digit. The seeded and imported cards (8 digits, no check digit) stay valid as they are. */
const NEW_CARD_NUMBER_PREFIX = '5';
export const NEW_CARD_RANDOM_DIGITS = 10;

/** The Luhn check digit of a digit string (catches every single wrong digit and most swapped neighbours). */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the rightmost digit of the payload, as the check digit will follow it.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A new card number from random digits (the caller draws them from a secure source). */
export function newCardNumber(randomDigits: string): string {
  if (!new RegExp(`^\\d{${NEW_CARD_RANDOM_DIGITS}}$`).test(randomDigits))
    throw new Error(`newCardNumber needs ${NEW_CARD_RANDOM_DIGITS} digits`);
  const payload = NEW_CARD_NUMBER_PREFIX + randomDigits;
  return payload + luhnCheckDigit(payload);
}

/** Whether a number has the shape of a card handed out at sign-up and its check digit agrees. */
export function isValidNewCardNumber(value: string): boolean {
  if (!new RegExp(`^${NEW_CARD_NUMBER_PREFIX}\\d{${NEW_CARD_RANDOM_DIGITS + 1}}$`).test(value)) return false;
  return luhnCheckDigit(value.slice(0, -1)) === value.at(-1);
}
