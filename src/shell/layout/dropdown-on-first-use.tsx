import type { Dropdown as AntdDropdown } from 'antd';
import { cloneElement, Suspense, useState, type ComponentProps, type MouseEvent, type ReactElement } from 'react';
import { lazyNamed } from '../../screens/lazy';

// The top bar's menus (language, profile) as antd's Dropdown, whose code (with antd's Menu and rc-menu, ~13 KB) loads
// on the first click: a phone's first load then carries no menu at all, its side menu waiting for its drawer too.

type DropdownProps = ComponentProps<typeof AntdDropdown>;

const Dropdown = lazyNamed<DropdownProps>(() => import('./dropdown'), 'Dropdown');

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

export type DropdownOnFirstUseProps = Omit<DropdownProps, 'open' | 'onOpenChange' | 'children' | 'trigger'> & {
  /** The button that opens the menu. */
  children: ReactElement<TriggerProps>;
};

/** A click-opened Dropdown that loads on its first opening and opens at once when loaded. */
export const DropdownOnFirstUse = ({ children, ...props }: DropdownOnFirstUseProps) => {
  const [isWanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  if (!isWanted) {
    const open = (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      setWanted(true);
      setOpen(true);
    };
    return cloneElement(children, { onClick: open });
  }
  return (
    <Suspense fallback={children}>
      <Dropdown {...props} trigger={['click']} open={isOpen} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </Suspense>
  );
};
