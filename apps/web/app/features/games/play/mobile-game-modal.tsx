export { default } from '~/lib/modals/coming-soon-modal';
