-- Sign-up card numbers are random digits with a Luhn check digit (core/card-number.ts), no longer the next value of a sequence.
DROP SEQUENCE "public"."card_number_seq";