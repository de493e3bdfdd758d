/** Fills `{name}` placeholders; unknown ones stay visible so a missing value is noticed. */
export function interpolate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
