import type { RulesByField } from './validation/validate.ts';

/**
 * Rule sets of forms the browser validates before the server does. Plain data on purpose: the
 * browser imports this file (`@croupier/contract/forms`) without pulling zod into its bundle.
 */

/** Contact form (spec section 5 vocabulary); lengths protect the operator's inbox. */
export const COMMUNICATION_FIELD_RULES = {
  name: ['required', 'min:2', 'max:100'],
  email: ['required', 'email', 'max:254'],
  subject: ['required', 'min:2', 'max:150'],
  message: ['required', 'min:10', 'max:5000'],
} satisfies RulesByField;
