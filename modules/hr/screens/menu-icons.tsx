// The icon of the menu section this module brings (its index.ts declares it: label and place), SPA side only.
import { TeamOutlined } from '@ant-design/icons';
import type { MenuSectionIcons } from '../../../src/shell/layout/section-icons';

export const menuIcons = { HR: <TeamOutlined /> } satisfies MenuSectionIcons<'hr'>;
