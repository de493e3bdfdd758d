import type { Operator } from '@croupier/contract';
import type { OperatorPermission } from '@croupier/contract/backoffice-permissions';
import { createContext, useContext } from 'react';

export interface OperatorContextValue {
  operator: Operator;
  /** Whether the operator's role holds the permission; the server checks every call anyway. */
  can(permission: OperatorPermission): boolean;
}

export const OperatorContext = createContext<OperatorContextValue | undefined>(undefined);

/** The signed-in operator; only pages inside the console's frame ask. */
export function useOperator(): OperatorContextValue {
  const value = useContext(OperatorContext);
  if (!value) throw new Error('useOperator needs the back office frame above it');
  return value;
}
