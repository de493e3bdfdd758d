export {
  ModalProvider,
  type ModalsApi,
  type OpenModal,
  useModals,
  useOpenModals,
} from './modal-provider';
export {
  MODAL_NAMES,
  MODAL_REGISTRY,
  type ModalContentProps,
  type ModalEntry,
  type ModalName,
} from './modal-registry';
