export type RuleContext = {
  value: unknown;
  params: string[];
  /** The other fields of the form, for rules that name one (same:password, after:birthdate). */
  data: Record<string, unknown>;
  now: Date;
  /** The field also has numeric, integer or decimal: min and max then weigh the number, not the length. */
  isNumericField: boolean;
};

export type RuleDefinition = {
  check: (context: RuleContext) => boolean;
  /** Implicit rules also judge empty values; every other rule skips them. */
  isImplicit?: boolean;
  /** Fewest and most parameters the rule takes; none when absent. */
  arity?: readonly [number, number];
  hasNumericParams?: boolean;
  /** regex and not_regex keep their parameter whole: a pattern may hold commas. */
  hasRawParam?: boolean;
  /** Message placeholders beyond {param}, named as the messages use them. */
  namePlaceholders?: (params: string[]) => Record<string, string>;
  /** Which wording the failure's message needs: min and max say 'at least 6' of a number. */
  findMessageVariant?: (context: RuleContext) => MessageVariant | undefined;
};

/** A message variant names the key `<rule>_<variant>` (min_numeric) instead of `<rule>`. */
export type MessageVariant = 'numeric';
