/** The user menu's dropdown (./UserMenu.tsx loads it when its button is first pressed or focused). */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';

export default function UserDropdown({
  items,
  initiallyOpen,
  midPress,
  onClick,
  children,
}: {
  items: MenuProps['items'];
  /** The button was pressed before this code was in. */
  initiallyOpen: boolean;
  /** That press is still under way: its click, still to come, lands on this dropdown's button. */
  midPress: boolean;
  onClick: (key: string) => void;
  /** The button, told whether the menu is open. */
  children: (open: boolean) => ReactElement;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // The click of a press under way as this took the button over would close the menu that press opened (a touch
  // screen sends its click after the finger lifts): that one click is ignored, within a second.
  const skipClose = useRef(midPress);
  useEffect(() => {
    if (!skipClose.current) return undefined;
    const timer = setTimeout(() => (skipClose.current = false), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={(next, { source }) => {
        const skip = !next && source === 'trigger' && skipClose.current;
        skipClose.current = false;
        if (!skip) setOpen(next);
      }}
      menu={{ items, onClick: ({ key }) => onClick(key) }}
    >
      {children(open)}
    </Dropdown>
  );
}
