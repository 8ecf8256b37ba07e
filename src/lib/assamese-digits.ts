/** Assamese digits, ০ to ৯, in the order of 0 to 9. */
const ASSAMESE_DIGITS = '০১২৩৪৫৬৭৮৯';

/** The text with each ASCII digit written as its Assamese digit ('2026' → '২০২৬'). */
export const inAssameseDigits = (text: string): string =>
  text.replace(/[0-9]/g, (d) => ASSAMESE_DIGITS[Number(d)]!);
