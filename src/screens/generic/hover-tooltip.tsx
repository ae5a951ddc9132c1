// A tooltip that costs nothing until a pointer comes over its element.
import { cloneElement, useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { Tooltip } from 'antd';

type Hoverable = ReactElement<{ onMouseEnter?: (event: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement> }>;

/**
 * antd's Tooltip opens on hover only, yet each one sets up its trigger, popup state and styles on its first
 * render: a list's rows carry three each (75 for 25 rows) in the first render of the page. This one renders the
 * element alone and mounts the Tooltip, already open, when the pointer first enters; from then on it is antd's.
 * What names the element for a keyboard or a screen reader stays on the element (its aria-label).
 */
export const HoverTooltip = ({ title, children }: { title: ReactNode; children: Hoverable }) => {
  const [isHovered, setHovered] = useState(false);
  const element = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  // Wrapped in the Tooltip the element is a new one: a keyboard user's focus on it moves to the new one.
  useEffect(() => {
    if (isHovered && hadFocus.current) element.current?.focus();
  }, [isHovered]);
  if (isHovered) {
    return (
      <Tooltip title={title} defaultOpen>
        {cloneElement(children, { ref: element })}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      children.props.onMouseEnter?.(event);
      hadFocus.current = event.currentTarget === document.activeElement;
      setHovered(true);
    },
  });
};
