// The shared file-upload rules (SPEC §5): allowed types, maximum size and count, duplicates ignored.
import { translate } from '../../i18n/translate';
import { formatUpTo } from '../../i18n/formats';

export const FILE_UPLOAD_MESSAGES = {
  invalidSize: '{0}: Invalid file size, file size should be smaller than {1}.',
  invalidType: '{0}: Invalid file type, allowed file types: {1}.',
  tooMany: 'Maximum number of files exceeded, limit is {0} at most.',
};
export type FileUploadMessages = typeof FILE_UPLOAD_MESSAGES;

/** Fills `{0}`, `{1}`… with the arguments in order. */
export const formatMessage = (template: string, ...args: (string | number)[]) =>
  template.replace(/\{(\d+)\}/g, (placeholder, index: string) => String(args[Number(index)] ?? placeholder));

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Sizes in 1024 steps, one decimal in the reader's language: 1536 → "1.5 KB" ("1,5 KB"); never "12.222 KB". */
export const formatSize = (bytes: number) => {
  if (bytes < 1024) return `${Math.max(0, bytes)} B`;
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${formatUpTo(bytes / 1024 ** unit, 1)} ${SIZE_UNITS[unit]}`;
};

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** An allowed entry is an extension (`.pdf`), an exact type (`application/pdf`) or a group (`image/*`). */
export const isTypeAllowed = (file: FileLike, allowed: readonly string[]) =>
  allowed.length === 0 ||
  allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return extensionOf(file.name) === wanted;
    if (wanted.endsWith('/*')) return file.type.toLowerCase().startsWith(wanted.slice(0, -1));
    return file.type.toLowerCase() === wanted;
  });

export const isSameFile = (left: FileLike, right: FileLike) =>
  left.name === right.name && left.type === right.type && left.size === right.size;

export type FileRules = {
  allowedTypes?: readonly string[];
  maxBytes?: number;
  maxFiles?: number;
  messages?: Partial<FileUploadMessages>;
};

/** Which of the picked files join the current ones, and the messages for those refused. */
export const checkFiles = <T extends FileLike>(picked: readonly T[], current: readonly T[], rules: FileRules) => {
  const messages = { ...FILE_UPLOAD_MESSAGES, ...rules.messages };
  const allowedTypes = rules.allowedTypes ?? [];
  const errors: string[] = [];
  const accepted: T[] = [];
  for (const file of picked) {
    if ([...current, ...accepted].some((kept) => isSameFile(kept, file))) continue;
    if (!isTypeAllowed(file, allowedTypes)) {
      errors.push(formatMessage(translate(messages.invalidType), file.name, allowedTypes.join(', ')));
    } else if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
      errors.push(formatMessage(translate(messages.invalidSize), file.name, formatSize(rules.maxBytes)));
    } else {
      accepted.push(file);
    }
  }
  if (rules.maxFiles !== undefined && current.length + accepted.length > rules.maxFiles) {
    return { accepted: [] as T[], errors: [...errors, formatMessage(translate(messages.tooMany), rules.maxFiles)] };
  }
  return { accepted, errors };
};
