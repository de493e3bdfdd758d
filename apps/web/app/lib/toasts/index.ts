export { type ToastInput, ToastProvider, type ToastsApi, useToasts } from './toast-provider';
