export { ListScreen } from './list-screen';
export { ShowScreen, type ShowScreenProps } from './show-screen';
export { RecordOrListScreen } from './record-or-list-screen';
export { FormDrawer, type FormDrawerProps, type FormTarget } from './form-drawer';
export { ConfirmModalHost, confirmDelete } from './confirm-delete';
export { useScreenScope, type ResourceScreenProps } from './screen-props';
