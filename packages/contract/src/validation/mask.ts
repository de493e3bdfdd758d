const MASK_TOKENS: Record<string, RegExp> = {
  '#': /^\d$/,
  '@': /^\p{L}$/u,
  '*': /^[\p{L}\d]$/u,
};

/**
 * Fits input into a mask: '#' takes a digit, '@' a letter, '*' a letter or digit, any other mask
 * character is written as is (and skipped in the input when typed there, so masking twice changes
 * nothing). Masking stops at the first input character a token refuses. Literals wait for more
 * input, except those closing a fully filled mask.
 */
export function applyMask(value: string, mask: string): string {
  const input = Array.from(value);
  const maskChars = Array.from(mask);
  let output = '';
  let inputIndex = 0;
  let maskIndex = 0;
  while (maskIndex < maskChars.length && inputIndex < input.length) {
    const maskChar = maskChars[maskIndex];
    const token = MASK_TOKENS[maskChar];
    const inputChar = input[inputIndex];
    if (token && !token.test(inputChar)) break;
    output += token ? inputChar : maskChar;
    if (token || inputChar === maskChar) inputIndex += 1;
    maskIndex += 1;
  }
  const rest = maskChars.slice(maskIndex);
  const isMaskFilled =
    input.length > 0 && inputIndex === input.length && rest.every((char) => !MASK_TOKENS[char]);
  return isMaskFilled ? output + rest.join('') : output;
}
