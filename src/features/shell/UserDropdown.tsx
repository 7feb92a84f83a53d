/** The user menu's dropdown (./UserMenu.tsx loads it when its button is first pressed or focused). */
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';

export default function UserDropdown({
  items,
  initiallyOpen,
  onMounted,
  onClick,
  children,
}: {
  items: MenuProps['items'];
  /** The button was pressed before this code was in. */
  initiallyOpen: boolean;
  /** Runs once the dropdown has taken over the button (its new element). */
  onMounted: () => void;
  onClick: (key: string) => void;
  /** The button, told whether the menu is open. */
  children: (open: boolean) => ReactElement;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // Once, when this has replaced the button standing alone.
  const mounted = useRef(onMounted);
  useLayoutEffect(() => {
    mounted.current();
  }, []);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      menu={{ items, onClick: ({ key }) => onClick(key) }}
    >
      {children(open)}
    </Dropdown>
  );
}
