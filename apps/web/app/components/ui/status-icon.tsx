import { CircleCheck, CircleX, Info, TriangleAlert } from './icons';

export type StatusType = 'success' | 'error' | 'info' | 'warning';

const ICONS = { success: CircleCheck, error: CircleX, info: Info, warning: TriangleAlert } as const;

/** The icon of a status, so colour is never the only signal. */
export function StatusIcon({ type, className }: { type: StatusType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon className={className} aria-hidden="true" />;
}
