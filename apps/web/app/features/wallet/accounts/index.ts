export { isActive, isHidden, listVisibleAccounts, mergeAccount } from './account-list';
export { type AccountsApi, AccountsProvider, useAccounts } from './accounts-provider';
export { type EquivalentCurrency, useEquivalentCurrency } from './equivalent-currency';
export * from './money';
