/** What an audit entry's action changed: each field whose value differs, before → after. */
export interface FieldChange {
  field: string;
  /** Undefined when the field is new (a block's reason). */
  from: string | undefined;
  to: string | undefined;
}

export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const asRecord = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const show = (value: unknown) =>
    value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);
  const from = asRecord(before);
  const to = asRecord(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, from: show(from[field]), to: show(to[field]) }))
    .filter((change) => change.from !== change.to);
}
