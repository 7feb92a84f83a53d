import type { ComponentProps, MouseEvent } from 'react';
import { Button } from 'antd';
import { useHref, useNavigate } from 'react-router-dom';

type LinkButtonProps = Omit<ComponentProps<typeof Button>, 'href' | 'onClick'> & { to: string };

/**
 * An antd button that is a real link (`<a href>`: open in a new tab works) and navigates inside the app on
 * a plain click.
 */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
