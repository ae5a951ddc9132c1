// The shell of the SPA (SPEC §2 Shell): what the App wires in.
export { ShellLayout, type ShellLayoutProps } from './layout/shell-layout';
export { preloadSideMenu } from './layout/shell-sider';
export type { Company } from './layout/shell-footer';
export { ShellThemeProvider } from './theme/shell-theme-provider';
export { useThemeMode, THEME_STORAGE_KEY, DARK_CLASS } from './theme/theme-mode';
export { PALETTES, LAYERS, TOAST_SECONDS, type PaletteName } from './theme/theme-tokens';
export { confirmDelete, type ConfirmDeleteOptions } from './feedback/confirm-delete';
export { useToast } from './feedback/use-toast';
export { FileUpload, type FileUploadProps } from './file-upload/file-upload';
export { checkFiles, formatSize, isTypeAllowed, FILE_UPLOAD_MESSAGES } from './file-upload/check-files';
export { ProfilePicture } from './profile-picture/profile-picture';
export { GlobalSearch } from './search/global-search';
export { NotificationsBell } from './notifications/notifications-bell';
export { SECTION_ICONS } from './layout/section-icons';
