// The icons of the menu sections this module brings (its index.ts declares them: label and place), SPA side only.
import { HomeOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuSectionIcons } from '../../../src/shell/layout/section-icons';

export const menuIcons = { Home: <HomeOutlined />, 'My pages': <UserOutlined /> } satisfies MenuSectionIcons<'shell'>;
