// The icon of the menu section this module brings (its index.ts declares it: label and place), SPA side only.
import { ShoppingOutlined } from '@ant-design/icons';
import type { MenuSectionIcons } from '../../../src/shell/layout/section-icons';

export const menuIcons = { Sales: <ShoppingOutlined /> } satisfies MenuSectionIcons<'sales'>;
