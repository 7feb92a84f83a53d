/**
 * A bordered box with an optional title bar: what the pages used antd's Card for, without its code (Card imports
 * Tabs, rc-tabs and their styles, about 13 kB gzip, for a header and a body). Looks like a Card of the same size.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';

export interface PanelProps {
  title?: ReactNode;
  /** Right side of the title bar. */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** A shadow on hover (inside a link). */
  hoverable?: boolean;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  className?: string;
  children?: ReactNode;
}

export function Panel({
  title,
  extra,
  size = 'default',
  hoverable,
  style,
  bodyStyle,
  className,
  children,
}: PanelProps) {
  const { token } = theme.useToken();
  const [hover, setHover] = useState(false);
  const small = size === 'small';
  const padding = small ? token.paddingSM : token.paddingLG;
  return (
    <div
      className={className}
      onMouseEnter={hoverable ? () => setHover(true) : undefined}
      onMouseLeave={hoverable ? () => setHover(false) : undefined}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        transition: `box-shadow ${token.motionDurationMid}`,
        boxShadow: hover ? token.boxShadowTertiary : undefined,
        ...style,
      }}
    >
      {(title || extra) && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            minHeight: small ? 38 : 56,
            padding: `0 ${padding}px`,
            borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
          }}
        >
          <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</div>
          {extra}
        </div>
      )}
      <div style={{ padding, ...bodyStyle }}>{children}</div>
    </div>
  );
}
